import Foundation

final class SettingsPresenter: SettingsViewOutput {

    weak var view: SettingsViewInput?

    func viewDidLoad() {
        view?.show(notificationsEnabled: UserDefaults.standard.bool(forKey: "notifications"))
    }

    func didToggleNotifications(_ isOn: Bool) {
        UserDefaults.standard.set(isOn, forKey: "notifications")
    }
}
