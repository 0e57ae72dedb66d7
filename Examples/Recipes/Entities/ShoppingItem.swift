import Foundation

struct ShoppingItem: Codable, Equatable {
    let ingredient: Ingredient
    let recipeID: String
    var isChecked: Bool
}
