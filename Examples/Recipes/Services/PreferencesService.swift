import Foundation

final class PreferencesService {

    static let shared = PreferencesService()

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var usesMetricUnits: Bool {
        get { defaults.object(forKey: "uses_metric_units") as? Bool ?? true }
        set { defaults.set(newValue, forKey: "uses_metric_units") }
    }

    var defaultServings: Int {
        get { max(1, defaults.integer(forKey: "default_servings")) }
        set { defaults.set(newValue, forKey: "default_servings") }
    }
}
