import UIKit

final class DetailsModule {

    let view: DetailsViewController
    let presenter: DetailsPresenter
    let router: DetailsRouter

    init(factory: ModuleFactory, recipeID: Int) {
        view = DetailsViewController()
        presenter = DetailsPresenter(recipeID: recipeID)
        router = DetailsRouter(factory: factory)
    }

    func build() -> UIViewController {
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
