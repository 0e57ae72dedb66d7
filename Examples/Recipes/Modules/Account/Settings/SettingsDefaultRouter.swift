import UIKit

final class SettingsDefaultRouter {

    weak var viewController: UIViewController?
}

extension SettingsDefaultRouter: SettingsRouter {

    func open(url: URL) {
        UIApplication.shared.open(url)
    }

    func showFavorites() {
        viewController?.navigationController?.pushViewController(FavoritesBuilder().build(), animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
