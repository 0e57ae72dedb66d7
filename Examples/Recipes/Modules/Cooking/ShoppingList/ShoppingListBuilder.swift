import UIKit

final class ShoppingListBuilder {

    func build() -> UIViewController {
        let view = ShoppingListDefaultView()
        let interactor = ShoppingListDefaultInteractor(shoppingService: ShoppingService.shared)
        let router = ShoppingListDefaultRouter()
        let presenter = ShoppingListDefaultPresenter(interactor: interactor, router: router)

        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view

        return view
    }
}
