import Foundation

final class ProfilePresenter {

    // MARK: - Private properties -

    private unowned let view: ProfileViewInterface
    private let interactor: ProfileInteractorInterface
    private let wireframe: ProfileWireframeInterface

    // MARK: - Lifecycle -

    init(
        view: ProfileViewInterface,
        interactor: ProfileInteractorInterface,
        wireframe: ProfileWireframeInterface
    ) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension ProfilePresenter: ProfilePresenterInterface {

    func viewWillAppear() {
        guard let user = interactor.currentUser() else { return }
        let count = interactor.numberOfFavorites()
        let favoritesText = count == 1 ? "1 favorite show" : "\(count) favorite shows"
        view.display(name: user.displayName, email: user.email, favoritesText: favoritesText)
    }

    func didTapSettings() {
        wireframe.navigateToSettings()
    }

    func didTapFavorites() {
        wireframe.navigateToFavorites()
    }
}
