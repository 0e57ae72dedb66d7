import Foundation

final class ShoppingListDefaultPresenter {

    weak var view: ShoppingListView?
    let interactor: ShoppingListInteractor
    let router: ShoppingListRouter

    private var items: [ShoppingItem] = []

    init(interactor: ShoppingListInteractor, router: ShoppingListRouter) {
        self.interactor = interactor
        self.router = router
    }
}

extension ShoppingListDefaultPresenter: ShoppingListPresenter {

    func viewDidLoad() {
        interactor.loadItems()
    }

    func didToggleItem(at index: Int) {
        interactor.toggleItem(at: index)
    }

    func didTapOpenRecipe(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.showRecipe(id: items[index].recipeID)
    }

    func didTapClearChecked() {
        interactor.clearChecked()
    }

    func didTapShare() {
        let lines = items.filter { !$0.isChecked }.map { "- \($0.ingredient.displayText)" }
        router.share(text: "Shopping list\n" + lines.joined(separator: "\n"))
    }
}

extension ShoppingListDefaultPresenter: ShoppingListInteractorOutput {

    func didLoad(items: [ShoppingItem]) {
        self.items = items
        view?.display(rows: items.map { ShoppingListRow(text: $0.ingredient.displayText, isChecked: $0.isChecked) })
    }
}
