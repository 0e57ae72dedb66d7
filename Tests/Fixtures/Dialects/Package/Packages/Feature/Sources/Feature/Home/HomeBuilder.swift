import UIKit

public enum HomeBuilder {

    public static func build() -> UIViewController {
        let view = HomeViewController()
        let interactor = HomeInteractor()
        let router = HomeRouter()
        let presenter = HomePresenter(interactor: interactor, router: router)

        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
