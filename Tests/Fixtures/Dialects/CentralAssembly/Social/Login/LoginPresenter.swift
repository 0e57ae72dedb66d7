import Foundation

final class LoginPresenter: LoginEventHandler, LoginInteractorOutput {

    weak var view: LoginView?
    private let interactor: LoginUseCase
    private let router: LoginRouting

    init(interactor: LoginUseCase, router: LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    func didTapLogin(username: String) {
        view?.showSpinner(true)
        interactor.logIn(username: username)
    }

    func loggedIn() {
        view?.showSpinner(false)
        router.showFeed()
    }
}
