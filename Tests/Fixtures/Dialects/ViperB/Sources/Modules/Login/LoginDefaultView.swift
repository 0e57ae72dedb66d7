import UIKit

final class LoginDefaultView: UIViewController {

    var presenter: LoginPresenter!

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let errorLabel = UILabel()

    @objc private func signInTapped() {
        presenter.didTapSignIn(email: emailField.text ?? "", password: passwordField.text ?? "")
    }
}

extension LoginDefaultView: LoginView {

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
