import SourceScanner

// MARK: - What names say about roles

/// Extra name suffixes a project uses for its roles, on top of the built-in ones (`…Screen` for a
/// view, `…Scene` for a view, `…Flow` for a router). The configuration file fills it; the default adds
/// nothing.
public struct RoleNamingConfiguration: Sendable, Equatable {
    /// Extra suffixes of concrete types, by role: `[.view: ["Screen", "Scene"]]`.
    public var typeSuffixes: [Role: [String]]
    /// Extra suffixes a protocol adds to a role name (`Contract` in `HomeViewContract` is built in;
    /// `Spec` in `HomeViewSpec` is not).
    public var protocolSuffixes: [String]
    /// Globs of module folders (`Features/*`): a component in such a folder belongs to the module
    /// named after the folder, whatever its type's name says.
    public var moduleFolders: [String] = []

    public init(typeSuffixes: [Role: [String]] = [:], protocolSuffixes: [String] = [], moduleFolders: [String] = []) {
        self.typeSuffixes = typeSuffixes
        self.protocolSuffixes = protocolSuffixes
        self.moduleFolders = moduleFolders
    }

    /// One list of extra suffixes per role.
    public init(view: [String] = [], presenter: [String] = [], interactor: [String] = [], router: [String] = [],
                builder: [String] = [], formatter: [String] = [], protocolSuffixes: [String] = []) {
        var suffixes: [Role: [String]] = [:]
        for (role, list) in [(Role.view, view), (.presenter, presenter), (.interactor, interactor), (.router, router),
                             (.builder, builder), (.formatter, formatter)] where !list.isEmpty {
            suffixes[role] = list
        }
        self.init(typeSuffixes: suffixes, protocolSuffixes: protocolSuffixes)
    }

    /// Nothing beyond the built-in names.
    public static let `default` = RoleNamingConfiguration()
}

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
        RoleNamer.standard.split(typeName: typeName)
    }

    /// The role a protocol's name speaks of: `HomeViewInterface` → view, `TracksPresenting` → presenter,
    /// `HomeInteractorOutput` → presenter (the interactor's output is the presenter).
    public static func role(ofProtocol name: String) -> Role? {
        RoleNamer.standard.role(ofProtocol: name)
    }
}

/// The built-in names with a project's extra suffixes: what `RoleNaming` answers, for one configuration.
struct RoleNamer: Sendable {
    /// Matching order: longest suffix first (the built-in list already is; extras are put in by length).
    let typeSuffixes: [(suffix: String, role: Role)]
    /// How specific a suffix is (lower is more specific): the built-in order, extras after.
    let specificity: [String: Int]
    let protocolSuffixes: [String]
    /// Globs of module folders (see `RoleNamingConfiguration.moduleFolders`).
    let moduleFolders: [String]
    /// The app's classes, structs and actors that nest types (`NestedNames.objects`): a type of its own,
    /// not a namespace, so a bare role nested in one (a `UIViewRepresentable`'s `Coordinator`, a
    /// service's `Assembly`) is its helper, not a component of a module named after it.
    var objects: Set<String> = []
    /// Names that several namespaces nest (`NestedNames.template`): `AddTempTarget.RootView` is
    /// the view of `AddTempTarget`, not of a module `Root`.
    var templateNames: Set<String> = []
    /// The namespaces that nest one of `templateNames`: each a module, whose nested types with a role's
    /// name (`Bolus.AlternativeBolusCalcRootView`) are its own.
    var templateNamespaces: Set<String> = []

    static let standard = RoleNamer(.default)

    init(_ configuration: RoleNamingConfiguration) {
        moduleFolders = configuration.moduleFolders
        let builtIn = RoleNaming.typeSuffixes
        let known = Set(builtIn.map(\.suffix))
        let extras = Role.allCases.flatMap { role in
            (configuration.typeSuffixes[role] ?? []).filter { !$0.isEmpty && !known.contains($0) }.map { (suffix: $0, role: role) }
        }
        var all = builtIn
        for extra in extras where !all.contains(where: { $0.suffix == extra.suffix }) {
            // Keep longer suffixes first so that the longest one that matches wins.
            let index = all.firstIndex { $0.suffix.count < extra.suffix.count } ?? all.count
            all.insert(extra, at: index)
        }
        typeSuffixes = all
        var ranks: [String: Int] = [:]
        for (offset, entry) in (builtIn + extras).enumerated() where ranks[entry.suffix] == nil { ranks[entry.suffix] = offset }
        specificity = ranks
        protocolSuffixes = RoleNaming.protocolSuffixes + configuration.protocolSuffixes.filter { !$0.isEmpty && !RoleNaming.protocolSuffixes.contains($0) }
    }

    /// The template namespace a nested type belongs to (`AddTempTarget` for `AddTempTarget.StateModel`).
    func templateNamespace(of typeName: String) -> String? {
        guard !templateNamespaces.isEmpty, let dot = typeName.lastIndex(of: ".") else { return nil }
        let outer = String(typeName[..<dot])
        return templateNamespaces.contains(outer) ? outer : nil
    }

    func split(typeName: String) -> (module: String, role: Role)? {
        // A nested type: its own name speaks first (`HomeViewController.HeaderView` is a `Header` view,
        // as before); a bare role (`Map.Presenter`, `Main.Assembly`) belongs to the namespace around it,
        // not to a type of its own (`ScanQR.Coordinator` in `struct ScanQR: UIViewRepresentable`).
        if let dot = typeName.lastIndex(of: ".") {
            let own = String(typeName[typeName.index(after: dot)...])
            if let role = typeSuffixes.first(where: { $0.suffix == own })?.role {
                let outer = String(typeName[..<dot])
                return outer.isEmpty || objects.contains(outer) ? nil : (outer, role)
            }
            let inner = split(typeName: own)
            let outer = String(typeName[..<dot])
            if let inner, templateNamespaces.contains(outer) { return (outer, inner.role) }
            return inner
        }
        for (suffix, role) in typeSuffixes where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            var module = String(typeName.dropLast(suffix.count))
            // VIPER(B): `<Module>Default<Layer>` implements the protocol `<Module><Layer>`.
            if module.hasSuffix("Default") && module.count > "Default".count { module = String(module.dropLast("Default".count)) }
            // `VB_ModuleOne_Presenter` → `VB_ModuleOne`.
            while module.hasSuffix("_") && module.count > 1 { module.removeLast() }
            return (module, role)
        }
        return nil
    }

    /// The suffix rank of a type name for choosing among candidates of one role: higher is more specific.
    func specificityRank(of typeName: String) -> Int {
        let matched = typeSuffixes.first { typeName.hasSuffix($0.suffix) }?.suffix
        return specificity.count - (matched.flatMap { specificity[$0] } ?? 0)
    }

    /// `HomeInteractorInputProtocol` → `HomeInteractor`: the protocol suffixes taken off, one after the other,
    /// until a role's name shows (or nothing is left to take).
    func strippingProtocolSuffixes(_ name: String) -> String {
        var base = name
        var stripped = true
        while stripped {
            stripped = false
            if split(typeName: base) != nil, !protocolSuffixes.contains(where: { base.hasSuffix($0) }) { break }
            for suffix in protocolSuffixes where base.hasSuffix(suffix) && base.count > suffix.count {
                base = String(base.dropLast(suffix.count))
                stripped = true
                break
            }
        }
        return base
    }

    /// Words inside a protocol's name that say whose side it is on, in the order they are tried.
    static let protocolMarkers: [(String, Role)] = [
        ("InteractorOutput", .presenter), ("InteractorDelegate", .presenter), ("InteractorEventHandler", .presenter),
        ("ViewEventHandler", .presenter), ("ViewDataSource", .presenter), ("ViewOutput", .presenter),
        ("ModuleInput", .presenter), ("ViewInput", .view),
        ("Presenting", .presenter), ("Viewing", .view), ("Interacting", .interactor), ("Routing", .router),
        ("Presentation", .presenter), ("UseCase", .interactor),
    ]

    func role(ofProtocol name: String) -> Role? {
        for (marker, role) in Self.protocolMarkers where name.containsBytes(marker) { return role }
        var base = name
        for suffix in protocolSuffixes where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        for (suffix, role) in typeSuffixes where base.hasSuffix(suffix) { return role }
        // `HomeInteractorInputProtocol`: more than one protocol suffix.
        let deeper = strippingProtocolSuffixes(name)
        if deeper != base { for (suffix, role) in typeSuffixes where deeper.hasSuffix(suffix) { return role } }
        return nil
    }

    /// `HomeViewInterface` → `Home`; `HomeInteractorInputProtocol` → `Home`.
    func moduleKey(ofProtocol name: String) -> String? {
        var base = name
        for suffix in protocolSuffixes where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        if let key = split(typeName: base)?.module { return key }
        let deeper = strippingProtocolSuffixes(name)
        return deeper != base ? split(typeName: deeper)?.module : nil
    }
}
