import Foundation

final class UserService {

    static let shared = UserService()

    // MARK: - Private properties -

    private let apiClient: APIClient
    private let defaults: UserDefaults
    private let userKey = "current_user"

    // MARK: - Init -

    init(apiClient: APIClient = .shared, defaults: UserDefaults = .standard) {
        self.apiClient = apiClient
        self.defaults = defaults
        apiClient.token = currentUser?.token
    }

    // MARK: - Session -

    var currentUser: User? {
        guard let data = defaults.data(forKey: userKey) else { return nil }
        return try? JSONDecoder().decode(User.self, from: data)
    }

    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        apiClient.request(.login(email: email, password: password)) { [weak self] (result: Result<User, Error>) in
            if case .success(let user) = result {
                self?.store(user)
            }
            completion(result)
        }
    }

    func register(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        apiClient.request(.register(email: email, password: password)) { [weak self] (result: Result<User, Error>) in
            if case .success(let user) = result {
                self?.store(user)
            }
            completion(result)
        }
    }

    func removeUser() {
        defaults.removeObject(forKey: userKey)
        apiClient.token = nil
    }

    // MARK: - Private -

    private func store(_ user: User) {
        defaults.set(try? JSONEncoder().encode(user), forKey: userKey)
        apiClient.token = user.token
    }
}
