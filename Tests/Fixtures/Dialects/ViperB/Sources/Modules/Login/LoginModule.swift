import UIKit

// MARK: - Builder

protocol LoginBuilder {
    func build() -> UIViewController
}

// MARK: - Router

protocol LoginRouter: AnyObject {
    func showDashboard(for email: String)
}

// MARK: - Presenter

protocol LoginPresenter: AnyObject {
    func didTapSignIn(email: String, password: String)
}

// MARK: - Interactor

protocol LoginInteractor: AnyObject {
    func signIn(email: String, password: String)
}

protocol LoginInteractorDelegate: AnyObject {
    func didSignIn(email: String)
    func didFailToSignIn()
}

// MARK: - View

protocol LoginView: AnyObject {
    func showError(_ message: String)
}
