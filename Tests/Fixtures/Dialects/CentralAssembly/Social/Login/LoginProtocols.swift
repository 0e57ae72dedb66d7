import Foundation

protocol LoginView: AnyObject {
    func showSpinner(_ visible: Bool)
}

protocol LoginEventHandler: AnyObject {
    func didTapLogin(username: String)
}

protocol LoginUseCase: AnyObject {
    func logIn(username: String)
}

protocol LoginInteractorOutput: AnyObject {
    func loggedIn()
}

protocol LoginRouting: AnyObject {
    func showFeed()
}
