import UIKit

final class FavoritesBuilder {

    func build() -> UIViewController {
        let view = FavoritesDefaultView(style: .insetGrouped)
        let interactor = FavoritesDefaultInteractor(recipeService: RecipeService.shared)
        let router = FavoritesDefaultRouter()
        let presenter = FavoritesDefaultPresenter(interactor: interactor, router: router)

        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view

        return view
    }
}
