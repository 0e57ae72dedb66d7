import Foundation

final class SettingsPresenter {

    // MARK: - Private properties -

    private unowned let view: SettingsViewInterface
    private let wireframe: SettingsWireframeInterface
    private let bundle: Bundle

    // MARK: - Lifecycle -

    init(
        view: SettingsViewInterface,
        wireframe: SettingsWireframeInterface,
        bundle: Bundle = .main
    ) {
        self.view = view
        self.wireframe = wireframe
        self.bundle = bundle
    }
}

// MARK: - Extensions -

extension SettingsPresenter: SettingsPresenterInterface {

    func viewDidLoad() {
        let version = bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
        let build = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
        view.display(version: "Version \(version) (\(build))")
    }

    func didTapPrivacyPolicy() {
        guard let url = URL(string: "https://infinum.com/privacy-policy/") else { return }
        wireframe.open(url)
    }

    func didTapRateApp() {
        guard let url = URL(string: "itms-apps://itunes.apple.com/app/id0000000000?action=write-review") else { return }
        wireframe.open(url)
    }

    func didTapSwitchAccount() {
        wireframe.navigateToLogin()
    }
}
