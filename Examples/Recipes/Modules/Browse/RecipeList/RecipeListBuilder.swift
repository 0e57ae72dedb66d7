import UIKit

final class RecipeListBuilder {

    func build() -> UIViewController {
        let view = RecipeListDefaultView()
        let interactor = RecipeListDefaultInteractor(recipeService: RecipeService.shared)
        let router = RecipeListDefaultRouter()
        let presenter = RecipeListDefaultPresenter(interactor: interactor, router: router)

        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view

        return view
    }
}
