import UIKit

final class DashboardDefaultRouter {

    weak var viewController: UIViewController?
}

extension DashboardDefaultRouter: DashboardRouter {

    func signOut() {
        viewController?.navigationController?.popToRootViewController(animated: true)
    }
}
