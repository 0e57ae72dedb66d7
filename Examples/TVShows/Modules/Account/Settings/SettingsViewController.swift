import UIKit

final class SettingsViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var versionLabel: UILabel!

    // MARK: - Public properties -

    weak var presenter: SettingsPresenterInterface?

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        presenter?.viewDidLoad()
    }

    // MARK: - IBActions -

    @IBAction private func privacyPolicyButtonActionHandler() {
        presenter?.didTapPrivacyPolicy()
    }

    @IBAction private func rateAppButtonActionHandler() {
        presenter?.didTapRateApp()
    }

    @IBAction private func switchAccountButtonActionHandler() {
        presenter?.didTapSwitchAccount()
    }
}

// MARK: - Extensions -

extension SettingsViewController: SettingsViewInterface {

    func display(version: String) {
        versionLabel.text = version
    }
}
