import UIKit

final class FavoritesWireframe: BaseWireframe<FavoritesViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Account", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = storyboard.instantiateViewController(ofType: FavoritesViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = FavoritesInteractor()
        let presenter = FavoritesPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension FavoritesWireframe: FavoritesWireframeInterface {

    func navigateToShowDetails(show: Show) {
        navigationController?.pushWireframe(ShowDetailsWireframe(show: show))
    }
}
