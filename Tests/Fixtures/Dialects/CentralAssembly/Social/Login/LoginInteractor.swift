import Foundation

final class LoginInteractor: LoginUseCase {

    weak var output: LoginInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func logIn(username: String) {
        session.username = username
        output?.loggedIn()
    }
}
