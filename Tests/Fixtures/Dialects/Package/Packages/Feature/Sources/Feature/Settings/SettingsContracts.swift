import Foundation

protocol SettingsViewInput: AnyObject {
    func show(notificationsEnabled: Bool)
}

protocol SettingsViewOutput: AnyObject {
    func viewDidLoad()
    func didToggleNotifications(_ isOn: Bool)
}
