import Foundation

final class ShoppingService {

    static let shared = ShoppingService()

    private(set) var items: [ShoppingItem] = []

    func add(_ ingredients: [Ingredient], from recipeID: String) {
        for ingredient in ingredients where !items.contains(where: { $0.ingredient == ingredient }) {
            items.append(ShoppingItem(ingredient: ingredient, recipeID: recipeID, isChecked: false))
        }
    }

    func toggle(at index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].isChecked.toggle()
    }

    func removeChecked() {
        items.removeAll { $0.isChecked }
    }
}
