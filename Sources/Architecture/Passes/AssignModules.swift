import SourceScanner

/// Pass 5: which module each type that may play a role belongs to. Names give a first guess
/// (`HomePresenter` → `Home`); conformances to a module's role protocols, configured module folders,
/// the code's assemblies and the configuration's `modules:` correct it, in that order (a later
/// correction wins).
enum AssignModules: ModelPass {
    static let name = "Assign modules"

    static func run(_ state: inout ModelState) {
        classify(&state)
        readPresentersNamedAsViews(&state)
        joinViewNamedObjectiveCComponents(&state)
        applyModuleFolders(&state)
        state.reindexCandidates()
        // Assemblies correct names: they move candidates between modules, so they come after the
        // guesses above and before the overrides, which always win.
        AssemblyAttribution.run(&state)
        CompositeModules.run(&state)
        applyOverrides(&state)
        state.reindexCandidates()
    }

    /// Names first, then a conformance to a role protocol (`HomeScreen: HomeViewInterface`).
    static func classify(_ state: inout ModelState) {
        // Each type on its own, against the index: on every core.
        let names = state.typeNames
        let templates = TemplateRoles(state)
        state.candidates = state.map(names.count) { i, state, log in candidate(names[i], state, templates, &log) }.compactMap { $0 }
    }

    /// The module key and the role a type's name or conformances suggest, if any.
    static func candidate(_ name: String, _ state: ModelState, _ templates: TemplateRoles, _ log: inout DecisionLog) -> Candidate? {
        // Shared plumbing plays no role in any module (`FindSharedTypes` said why).
        guard let info = state.index[name], state.shared[name] == nil else { return nil }
        if let role = state.overrides.roles[name] {
            let key = state.naming.split(typeName: name)?.module ?? name
            log.decide(name, "role \(role.rawValue)", because: "the configuration's roles: says so", evidence: [info.fact.location])
            return Candidate(info: info, role: role, key: key)
        }
        if let (key, role) = state.naming.split(typeName: name) ?? splitImplementation(name, state) {
            let byConformance = keyByConformance(of: info, role: role, nameKey: key, state)
            log.decide(name, "module \(byConformance), may be its \(role.rawValue)",
                       because: byConformance == key ? "its name ends in \(role == .interactor ? "an" : "a") \(role.rawValue)'s suffix"
                           : "it adopts a protocol of module \(byConformance)", evidence: [info.fact.location])
            return Candidate(info: info, role: role, key: byConformance)
        }
        // A cell or a plain view that adopts a widget's `…ViewOutput` owns a subview, and presents nothing.
        let isPlainView = state.index.isViewKind(name) && !state.index.isViewController(name)
        for parent in info.inherits.flatMap({ state.index.resolved($0.name) }) {
            guard state.index.isProtocol(parent), let role = state.naming.role(ofProtocol: parent),
                  let key = state.naming.moduleKey(ofProtocol: parent), !(role == .presenter && isPlainView) else { continue }
            log.decide(name, "module \(key), may be its \(role.rawValue)", because: "it adopts \(parent)",
                       evidence: [info.fact.location] + (state.index[parent].map { [$0.fact.location] } ?? []))
            return Candidate(info: info, role: role, key: key)
        }
        if let (key, role) = templates.candidate(name, info, state) {
            log.decide(name, "module \(key), may be its \(role.rawValue)",
                       because: role == .presenter ? "the view of \(key) keeps it" : "the presenter of \(key) keeps it",
                       evidence: [info.fact.location])
            return Candidate(info: info, role: role, key: key)
        }
        return nil
    }

    /// `ChatRouterImpl`, `ListRouterOutput`: a concrete type named like a protocol with a suffix for
    /// the implementation.
    static func splitImplementation(_ name: String, _ state: ModelState) -> (module: String, role: Role)? {
        for suffix in ["Implementation", "Impl", "Input", "Output", "Object"] where name.hasSuffix(suffix) && name.count > suffix.count {
            if let split = state.naming.split(typeName: String(name.dropLast(suffix.count))) { return split }
        }
        return nil
    }

    /// `WeatherLocationModalRouter: WeatherLocationRouter` names a variant between the module's name
    /// and the role: the protocol it adopts says the module.
    static func keyByConformance(of info: TypeInfo, role: Role, nameKey: String, _ state: ModelState) -> String {
        for parent in info.inherits where state.index.isProtocol(parent.name) {
            guard let key = state.naming.moduleKey(ofProtocol: parent.name), key != nameKey, nameKey.hasPrefix(key),
                  state.naming.role(ofProtocol: parent.name) == role else { continue }
            return key
        }
        return nameKey
    }

    /// `CoinScreenViewController` that adopts only presenter protocols (`CoinScreenViewOutput`,
    /// `CoinScreenInteractorOutput`, `CoinScreenModuleInput`) beside a `CoinScreenView` that adopts the
    /// view's: what it adopts says presenter, whatever its name says.
    static func readPresentersNamedAsViews(_ state: inout ModelState) {
        let index = state.index, naming = state.naming
        func roles(_ type: String) -> Set<Role> {
            Set(index.allProtocols(of: type).compactMap { index.isProtocol($0) ? naming.role(ofProtocol: $0) : nil })
        }
        let views = Dictionary(grouping: state.candidates.indices.filter { state.candidates[$0].role == .view }, by: { state.candidates[$0].key })
        for (key, indices) in views where indices.count >= 2 {
            let adopted = indices.map { roles(state.candidates[$0].info.name) }
            guard adopted.contains(where: { $0.contains(.view) }),
                  !state.candidates.contains(where: { $0.key == key && $0.role == .presenter }) else { continue }
            for (i, roles) in zip(indices, adopted) where roles.contains(.presenter) && !roles.contains(.view) {
                state.candidates[i].role = .presenter
                let (name, location) = (state.candidates[i].info.name, state.candidates[i].info.fact.location)
                state.decide(name, "module \(key), may be its presenter",
                             because: "its name says view, but it adopts only presenter protocols, and another type of \(key) adopts the view's",
                             evidence: [location])
            }
        }
    }

    /// ZIKViper names the presenter and the router after the view: `ZIKNoteListViewPresenter` belongs
    /// with `ZIKNoteListViewController` (key `ZIKNoteList`). Only Objective-C types are joined so, and
    /// only when the longer key has no view of its own while the shorter one exists.
    static func joinViewNamedObjectiveCComponents(_ state: inout ModelState) {
        let keys = Set(state.candidates.map(\.key))
        let keysWithView = Set(state.candidates.filter { $0.role == .view }.map(\.key))
        for i in state.candidates.indices {
            let key = state.candidates[i].key
            guard state.candidates[i].role != .view, key.hasSuffix("View"), !keysWithView.contains(key),
                  SourceScanner.language(of: state.candidates[i].info.file) == .objectiveC else { continue }
            let base = String(key.dropLast("View".count))
            if keys.contains(base) { state.candidates[i].key = base }
        }
    }

    /// A configured module folder (`roles.modules: [Features/*]`): every candidate under it takes the
    /// folder's name as its module (the deepest matching folder wins).
    static func applyModuleFolders(_ state: inout ModelState) {
        guard !state.naming.moduleFolders.isEmpty else { return }
        for i in state.candidates.indices {
            let folders = state.candidates[i].info.file.pathParts.dropLast()
            for depth in stride(from: folders.count, through: 1, by: -1) {
                let folder = folders.prefix(depth).joined(separator: "/")
                if state.naming.moduleFolders.contains(where: { Glob.matchesExactly($0, folder) }) {
                    state.candidates[i].key = String(folders[depth - 1])
                    let name = state.candidates[i].info.name
                    state.decide(name, "module \(folders[depth - 1])", because: "its folder \(folder) matches the configuration's roles.modules")
                    break
                }
            }
        }
    }

    /// `modules: {Login: [LoginScreen, "Features/Auth/**"]}`: named types and every candidate in the
    /// folders join the module; a named type that plays no role yet is taken by its name's role or
    /// by what it adopts.
    static func applyOverrides(_ state: inout ModelState) {
        guard !state.overrides.modules.isEmpty else { return }
        for i in state.candidates.indices {
            let info = state.candidates[i].info
            guard let (module, entry) = state.overrides.module(ofType: info.name, file: info.file) else { continue }
            state.candidates[i].key = module
            state.decide(info.name, "module \(module)", because: "the configuration's modules: \(module): \(entry)",
                         module: module, evidence: [info.fact.location])
        }
    }
}
