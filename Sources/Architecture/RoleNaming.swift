// MARK: - What names say about roles

/// The role a type's name announces, and the module name it is built on.
///
/// Names are one signal among several: the module builder confirms them with what the code does
/// (who creates and holds whom), so that `NetworkRouter` (an enum of endpoints) or a request
/// `Builder` do not become modules.
public enum RoleNaming {
    /// Suffixes of concrete types, longest first so that `ViewController` wins over `Controller`.
    static let typeSuffixes: [(suffix: String, role: Role)] = [
        ("ViewController", .view), ("ModuleFactory", .builder), ("ModuleBuilder", .builder), ("Configurator", .builder),
        ("Assembly", .builder), ("Builder", .builder), ("Wireframe", .router), ("WireFrame", .router),
        ("Router", .router), ("Coordinator", .router), ("Presenter", .presenter), ("Interactor", .interactor),
        ("Formatter", .formatter), ("Controller", .view), ("View", .view), ("VC", .view),
    ]

    /// Suffixes a protocol adds to a role name (`HomeViewInterface`, `HomePresenterProtocol`).
    static let protocolSuffixes = [
        "Interface", "Protocol", "Input", "Output", "Delegate", "EventHandler", "DataSource", "Type", "Contract",
    ]

    /// `HomePresenter` → (`Home`, presenter); `HomeDefaultView` → (`Home`, view).
    public static func split(typeName: String) -> (module: String, role: Role)? {
        for (suffix, role) in typeSuffixes where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            var module = String(typeName.dropLast(suffix.count))
            // VIPER(B): `<Module>Default<Layer>` implements the protocol `<Module><Layer>`.
            if module.hasSuffix("Default") && module.count > "Default".count { module = String(module.dropLast("Default".count)) }
            return (module, role)
        }
        return nil
    }

    /// The role a protocol's name speaks of: `HomeViewInterface` → view, `TracksPresenting` → presenter,
    /// `HomeInteractorOutput` → presenter (the interactor's output is the presenter).
    public static func role(ofProtocol name: String) -> Role? {
        let lowered = name
        let outputs: [(String, Role)] = [
            ("InteractorOutput", .presenter), ("InteractorDelegate", .presenter), ("InteractorEventHandler", .presenter),
            ("ViewEventHandler", .presenter), ("ViewDataSource", .presenter), ("ViewOutput", .presenter),
            ("ModuleInput", .presenter), ("ViewInput", .view),
            ("Presenting", .presenter), ("Viewing", .view), ("Interacting", .interactor), ("Routing", .router),
            ("Presentation", .presenter), ("UseCase", .interactor),
        ]
        for (marker, role) in outputs where lowered.contains(marker) { return role }
        var base = name
        for suffix in protocolSuffixes where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        for (suffix, role) in typeSuffixes where base.hasSuffix(suffix) { return role }
        return nil
    }
}
