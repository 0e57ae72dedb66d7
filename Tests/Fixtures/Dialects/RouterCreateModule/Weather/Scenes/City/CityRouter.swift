import UIKit

final class CityRouter: CityRouterInput {

    weak var viewController: UIViewController?

    static func createModule(cityName: String) -> UIViewController {
        let view = CityViewController()
        let presenter = CityPresenter(cityName: cityName)
        let interactor = CityInteractor()
        let router = CityRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view

        return view
    }
}
