import UIKit

protocol DashboardBuilder {
    func build(email: String) -> UIViewController
}

protocol DashboardRouter: AnyObject {
    func signOut()
}

protocol DashboardPresenter: AnyObject {
    func viewDidLoad()
    func didTapSignOut()
}

protocol DashboardView: AnyObject {
    func showGreeting(_ text: String)
}
