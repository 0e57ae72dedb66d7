import UIKit

protocol SettingsWireframeInterface: WireframeInterface {
    func navigateToLogin()
    func open(_ url: URL)
}

protocol SettingsViewInterface: ViewInterface {
    func display(version: String)
}

/// Shows the app version and links; switching account goes back to Login.
/// Nothing here fetches data, so the module has no interactor.
protocol SettingsPresenterInterface: PresenterInterface {
    func viewDidLoad()
    func didTapPrivacyPolicy()
    func didTapRateApp()
    func didTapSwitchAccount()
}
