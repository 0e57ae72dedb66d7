import Foundation

final class LoginPresenter {

    // MARK: - Private properties -

    private unowned let view: LoginViewInterface
    private let interactor: LoginInteractorInterface
    private let wireframe: LoginWireframeInterface

    // MARK: - Lifecycle -

    init(
        view: LoginViewInterface,
        interactor: LoginInteractorInterface,
        wireframe: LoginWireframeInterface
    ) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension LoginPresenter: LoginPresenterInterface {

    func didChange(email: String?, password: String?) {
        view.setLoginButton(enabled: isValid(email: email, password: password))
    }

    func didTapLogin(email: String?, password: String?) {
        guard let email, let password, isValid(email: email, password: password) else { return }
        view.showLoading(true)
        interactor.login(email: email, password: password) { [unowned self] result in
            self.view.showLoading(false)
            switch result {
            case .success:
                self.wireframe.navigateToHome()
            case .failure(let error):
                self.wireframe.showAlert(with: "Login failed", message: error.localizedDescription)
            }
        }
    }

    func didTapRegister() {
        wireframe.navigateToRegister()
    }
}

private extension LoginPresenter {

    func isValid(email: String?, password: String?) -> Bool {
        guard let email, let password else { return false }
        return email.contains("@") && password.count >= 6
    }
}
