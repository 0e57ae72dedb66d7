import UIKit

final class LoginScreen: UIViewController, LoginView {

    var eventHandler: LoginEventHandler!

    private let usernameField = UITextField()
    private let spinner = UIActivityIndicatorView(style: .medium)

    @objc private func loginTapped() {
        eventHandler.didTapLogin(username: usernameField.text ?? "")
    }

    func showSpinner(_ visible: Bool) {
        visible ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
