import UIKit

protocol RegisterWireframeInterface: WireframeInterface {
    func navigateToHome()
    func navigateBack()
}

protocol RegisterViewInterface: ViewInterface {
    func setRegisterButton(enabled: Bool)
    func showLoading(_ isLoading: Bool)
}

/// Handles the sign-up form: checks that the passwords match, creates the account and opens Home.
protocol RegisterPresenterInterface: PresenterInterface {
    func didChange(email: String?, password: String?, confirmation: String?)
    func didTapRegister(email: String?, password: String?)
    func didTapBack()
}

protocol RegisterInteractorInterface: InteractorInterface {
    func register(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void)
}
