import UIKit

final class ForecastRouter: ForecastRouterInput {

    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = ForecastViewController()
        let presenter = ForecastPresenter()
        let interactor = ForecastInteractor()
        let router = ForecastRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view

        return UINavigationController(rootViewController: view)
    }

    func pushCity(named name: String) {
        let city = CityRouter.createModule(cityName: name)
        viewController?.navigationController?.pushViewController(city, animated: true)
    }
}
