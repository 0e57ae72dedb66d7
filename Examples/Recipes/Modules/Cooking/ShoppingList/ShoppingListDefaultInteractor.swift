import Foundation

final class ShoppingListDefaultInteractor {

    weak var output: ShoppingListInteractorOutput?

    private let shoppingService: ShoppingService

    init(shoppingService: ShoppingService) {
        self.shoppingService = shoppingService
    }
}

extension ShoppingListDefaultInteractor: ShoppingListInteractor {

    func loadItems() {
        output?.didLoad(items: shoppingService.items)
    }

    func toggleItem(at index: Int) {
        shoppingService.toggle(at: index)
        loadItems()
    }

    func clearChecked() {
        shoppingService.removeChecked()
        loadItems()
    }
}
