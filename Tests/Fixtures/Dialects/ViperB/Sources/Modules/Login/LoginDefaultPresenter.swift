import Foundation

final class LoginDefaultPresenter {

    weak var view: LoginView?
    var interactor: LoginInteractor!
    var router: LoginRouter!
}

extension LoginDefaultPresenter: LoginPresenter {

    func didTapSignIn(email: String, password: String) {
        interactor.signIn(email: email, password: password)
    }
}

extension LoginDefaultPresenter: LoginInteractorDelegate {

    func didSignIn(email: String) {
        router.showDashboard(for: email)
    }

    func didFailToSignIn() {
        view?.showError("Wrong e-mail or password")
    }
}
