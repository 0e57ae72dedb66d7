import UIKit

final class RegisterViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var emailTextField: UITextField!
    @IBOutlet private weak var passwordTextField: UITextField!
    @IBOutlet private weak var confirmationTextField: UITextField!
    @IBOutlet private weak var registerButton: UIButton!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    // MARK: - Public properties -

    var presenter: RegisterPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create account"
        registerButton.isEnabled = false
    }

    // MARK: - IBActions -

    @IBAction private func textFieldDidChange(_ sender: UITextField) {
        presenter.didChange(
            email: emailTextField.text,
            password: passwordTextField.text,
            confirmation: confirmationTextField.text
        )
    }

    @IBAction private func registerButtonActionHandler() {
        view.endEditing(true)
        presenter.didTapRegister(email: emailTextField.text, password: passwordTextField.text)
    }

    @IBAction private func backButtonActionHandler() {
        presenter.didTapBack()
    }
}

// MARK: - Extensions -

extension RegisterViewController: RegisterViewInterface {

    func setRegisterButton(enabled: Bool) {
        registerButton.isEnabled = enabled
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
        view.isUserInteractionEnabled = !isLoading
    }
}
