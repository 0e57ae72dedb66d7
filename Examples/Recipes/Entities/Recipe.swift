import Foundation

struct Recipe: Codable, Equatable {
    let id: String
    let title: String
    let summary: String
    let minutes: Int
    let servings: Int
    let ingredients: [Ingredient]
    let steps: [String]
}

struct Ingredient: Codable, Equatable, Hashable {
    let name: String
    let quantity: Double
    let unit: String

    var displayText: String {
        let amount = quantity.rounded() == quantity ? String(Int(quantity)) : String(format: "%.1f", quantity)
        return unit.isEmpty ? "\(amount) \(name)" : "\(amount) \(unit) \(name)"
    }
}
