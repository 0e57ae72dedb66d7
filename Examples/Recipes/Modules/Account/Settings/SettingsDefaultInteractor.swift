import Foundation

final class SettingsDefaultInteractor {

    weak var output: SettingsInteractorOutput?

    private let preferences: PreferencesService

    init(preferences: PreferencesService) {
        self.preferences = preferences
    }
}

extension SettingsDefaultInteractor: SettingsInteractor {

    var usesMetricUnits: Bool {
        get { preferences.usesMetricUnits }
        set {
            preferences.usesMetricUnits = newValue
            output?.didChangePreferences()
        }
    }

    var defaultServings: Int {
        get { preferences.defaultServings }
        set {
            preferences.defaultServings = newValue
            output?.didChangePreferences()
        }
    }
}
