import UIKit

final class SettingsViewController: UIViewController, SettingsViewInput {

    var presenter: SettingsViewOutput!

    private let notificationsSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.addTarget(self, action: #selector(switchChanged), for: .valueChanged)
        presenter.viewDidLoad()
    }

    @objc private func switchChanged() {
        presenter.didToggleNotifications(notificationsSwitch.isOn)
    }

    func show(notificationsEnabled: Bool) {
        notificationsSwitch.isOn = notificationsEnabled
    }
}
