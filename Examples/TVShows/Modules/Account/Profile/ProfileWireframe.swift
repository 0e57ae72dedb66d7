import UIKit

final class ProfileWireframe: BaseWireframe<ProfileViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Account", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = storyboard.instantiateViewController(ofType: ProfileViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = ProfileInteractor()
        let presenter = ProfilePresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension ProfileWireframe: ProfileWireframeInterface {

    func navigateToSettings() {
        navigationController?.pushWireframe(SettingsWireframe())
    }

    func navigateToFavorites() {
        navigationController?.pushWireframe(FavoritesWireframe())
    }
}
