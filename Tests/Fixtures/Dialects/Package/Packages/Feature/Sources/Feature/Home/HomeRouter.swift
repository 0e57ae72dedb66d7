import UIKit

final class HomeRouter: HomeRouterInput {

    weak var viewController: UIViewController?

    func openSettings() {
        viewController?.navigationController?.pushViewController(SettingsBuilder.build(), animated: true)
    }
}
