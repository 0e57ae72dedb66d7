import Foundation

final class LoginDefaultInteractor {

    weak var delegate: LoginInteractorDelegate?
    private let authService: AuthService

    init(authService: AuthService) {
        self.authService = authService
    }
}

extension LoginDefaultInteractor: LoginInteractor {

    func signIn(email: String, password: String) {
        authService.signIn(email: email, password: password) { [weak self] success in
            success ? self?.delegate?.didSignIn(email: email) : self?.delegate?.didFailToSignIn()
        }
    }
}
