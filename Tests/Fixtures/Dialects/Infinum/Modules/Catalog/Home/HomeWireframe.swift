import UIKit

final class HomeWireframe: BaseWireframe<HomeViewController> {

    // MARK: - Module setup -

    init() {
        let moduleViewController = HomeViewController()
        super.init(viewController: moduleViewController)

        let interactor = HomeInteractor()
        let presenter = HomePresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
        interactor.presenter = presenter
    }
}

// MARK: - Extensions -

extension HomeWireframe: HomeWireframeInterface {

    func navigate(to product: Product) {
        navigationController?.pushWireframe(DetailsWireframe(product: product))
    }
}
