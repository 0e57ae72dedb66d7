import Foundation

final class RegisterPresenter {

    // MARK: - Private properties -

    private unowned let view: RegisterViewInterface
    private let interactor: RegisterInteractorInterface
    private let wireframe: RegisterWireframeInterface

    // MARK: - Lifecycle -

    init(
        view: RegisterViewInterface,
        interactor: RegisterInteractorInterface,
        wireframe: RegisterWireframeInterface
    ) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension RegisterPresenter: RegisterPresenterInterface {

    func didChange(email: String?, password: String?, confirmation: String?) {
        let isEmailValid = email?.contains("@") ?? false
        let isPasswordValid = (password?.count ?? 0) >= 6 && password == confirmation
        view.setRegisterButton(enabled: isEmailValid && isPasswordValid)
    }

    func didTapRegister(email: String?, password: String?) {
        guard let email, let password else { return }
        view.showLoading(true)
        interactor.register(email: email, password: password) { [unowned self] result in
            self.view.showLoading(false)
            switch result {
            case .success:
                self.wireframe.navigateToHome()
            case .failure(let error):
                self.wireframe.showAlert(with: "Registration failed", message: error.localizedDescription)
            }
        }
    }

    func didTapBack() {
        wireframe.navigateBack()
    }
}
