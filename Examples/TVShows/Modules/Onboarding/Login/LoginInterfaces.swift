import UIKit

protocol LoginWireframeInterface: WireframeInterface {
    func navigateToHome()
    func navigateToRegister()
}

protocol LoginViewInterface: ViewInterface {
    func setLoginButton(enabled: Bool)
    func showLoading(_ isLoading: Bool)
}

/// Handles the login form: validates the input, signs the user in and opens Home.
protocol LoginPresenterInterface: PresenterInterface {
    func didChange(email: String?, password: String?)
    func didTapLogin(email: String?, password: String?)
    func didTapRegister()
}

protocol LoginInteractorInterface: InteractorInterface {
    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void)
}
