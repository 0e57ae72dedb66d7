import UIKit

final class HomeWireframe: BaseWireframe<HomeViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Shows", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = storyboard.instantiateViewController(ofType: HomeViewController.self)
        super.init(viewController: moduleViewController)

        let formatter = HomeFormatter()
        let interactor = HomeInteractor()
        let presenter = HomePresenter(
            view: moduleViewController,
            formatter: formatter,
            interactor: interactor,
            wireframe: self
        )
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension HomeWireframe: HomeWireframeInterface {

    func navigateToShowDetails(show: Show) {
        navigationController?.pushWireframe(ShowDetailsWireframe(show: show))
    }

    func navigateToSearch() {
        navigationController?.pushWireframe(SearchWireframe())
    }

    func navigateToProfile() {
        navigationController?.pushWireframe(ProfileWireframe())
    }

    func navigateToLogin() {
        navigationController?.setRootWireframe(LoginWireframe())
    }
}
