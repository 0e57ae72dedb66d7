import Foundation

final class RegisterInteractor {

    // MARK: - Private properties -

    private let userService: UserService

    // MARK: - Lifecycle -

    init(userService: UserService = .shared) {
        self.userService = userService
    }
}

// MARK: - Extensions -

extension RegisterInteractor: RegisterInteractorInterface {

    func register(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        userService.register(email: email, password: password, completion: completion)
    }
}
