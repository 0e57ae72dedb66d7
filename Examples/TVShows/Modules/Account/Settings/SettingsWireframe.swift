import UIKit

final class SettingsWireframe: BaseWireframe<SettingsViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Account", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = storyboard.instantiateViewController(ofType: SettingsViewController.self)
        super.init(viewController: moduleViewController)

        let presenter = SettingsPresenter(view: moduleViewController, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension SettingsWireframe: SettingsWireframeInterface {

    func navigateToLogin() {
        navigationController?.setRootWireframe(LoginWireframe())
    }

    func open(_ url: URL) {
        UIApplication.shared.open(url)
    }
}
