import Foundation

final class AuthService {

    static let shared = AuthService()

    func signIn(email: String, password: String, completion: @escaping (Bool) -> Void) {
        completion(!email.isEmpty && password.count >= 8)
    }
}
