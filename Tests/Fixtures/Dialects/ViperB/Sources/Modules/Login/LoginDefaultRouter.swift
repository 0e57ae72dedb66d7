import UIKit

final class LoginDefaultRouter {

    weak var viewController: UIViewController?
}

extension LoginDefaultRouter: LoginRouter {

    func showDashboard(for email: String) {
        let dashboard = DashboardDefaultBuilder().build(email: email)
        viewController?.navigationController?.setViewControllers([dashboard], animated: true)
    }
}
