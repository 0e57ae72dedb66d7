import UIKit

final class HomeModule {

    let view: HomeViewController
    let presenter: HomePresenter
    let interactor: HomeInteractor
    let router: HomeRouter

    init(factory: ModuleFactory) {
        view = HomeViewController()
        presenter = HomePresenter()
        interactor = HomeInteractor()
        router = HomeRouter(factory: factory)
    }

    func build() -> UIViewController {
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
