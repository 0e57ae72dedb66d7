import UIKit

final class LoginViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var emailTextField: UITextField!
    @IBOutlet private weak var passwordTextField: UITextField!
    @IBOutlet private weak var loginButton: UIButton!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    // MARK: - Public properties -

    var presenter: LoginPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        loginButton.isEnabled = false
    }

    // MARK: - IBActions -

    @IBAction private func textFieldDidChange(_ sender: UITextField) {
        presenter.didChange(email: emailTextField.text, password: passwordTextField.text)
    }

    @IBAction private func loginButtonActionHandler() {
        view.endEditing(true)
        presenter.didTapLogin(email: emailTextField.text, password: passwordTextField.text)
    }

    @IBAction private func registerButtonActionHandler() {
        presenter.didTapRegister()
    }
}

// MARK: - Extensions -

extension LoginViewController: LoginViewInterface {

    func setLoginButton(enabled: Bool) {
        loginButton.isEnabled = enabled
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
        view.isUserInteractionEnabled = !isLoading
    }
}
