import Foundation

final class LoginInteractor {

    // MARK: - Private properties -

    private let userService: UserService

    // MARK: - Lifecycle -

    init(userService: UserService = .shared) {
        self.userService = userService
    }
}

// MARK: - Extensions -

extension LoginInteractor: LoginInteractorInterface {

    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        userService.login(email: email, password: password, completion: completion)
    }
}
