import UIKit

final class RecipeDetailBuilder {

    func build(recipeID: String) -> UIViewController {
        let view = RecipeDetailDefaultView()
        let interactor = RecipeDetailDefaultInteractor(
            recipeService: RecipeService.shared,
            shoppingService: ShoppingService.shared
        )
        let router = RecipeDetailDefaultRouter()
        let presenter = RecipeDetailDefaultPresenter(recipeID: recipeID, interactor: interactor, router: router)

        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view

        return view
    }
}
