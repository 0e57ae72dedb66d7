import Foundation

protocol SettingsRouter: AnyObject {
    func open(url: URL)
    func showFavorites()
    func close()
}

protocol SettingsPresenter: AnyObject {
    func viewDidLoad()
    func didChangeMetricUnits(_ isOn: Bool)
    func didChangeServings(_ servings: Int)
    func didTapManageFavorites()
    func didTapSystemSettings()
    func didTapDone()
}

protocol SettingsInteractor: AnyObject {
    var usesMetricUnits: Bool { get set }
    var defaultServings: Int { get set }
}

protocol SettingsInteractorOutput: AnyObject {
    func didChangePreferences()
}

protocol SettingsView: AnyObject {
    func display(usesMetricUnits: Bool, servings: Int)
}
