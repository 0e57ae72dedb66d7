import Foundation

// MARK: - Router

protocol ShoppingListRouter: AnyObject {
    func showRecipe(id: String)
    func share(text: String)
}

// MARK: - Presenter

protocol ShoppingListPresenter: AnyObject {
    func viewDidLoad()
    func didToggleItem(at index: Int)
    func didTapOpenRecipe(at index: Int)
    func didTapClearChecked()
    func didTapShare()
}

// MARK: - Interactor

protocol ShoppingListInteractor: AnyObject {
    func loadItems()
    func toggleItem(at index: Int)
    func clearChecked()
}

protocol ShoppingListInteractorOutput: AnyObject {
    func didLoad(items: [ShoppingItem])
}

// MARK: - View

protocol ShoppingListView: AnyObject {
    func display(rows: [ShoppingListRow])
}

struct ShoppingListRow: Equatable {
    let text: String
    let isChecked: Bool
}
