import SourceScanner

/// Part of `AssignModules`: names are inconsistent in real apps (`ToDosRouter` creates
/// `ToDoController`; `ForgettPasswordRouter` creates `ForgotPasswordPresenter`); the code says who
/// belongs together. A function that creates a module's presenter assembles that module: what else
/// it creates joins the module when no assembler of its own claims it, and an assembler whose own
/// name has no presenter joins the one module whose presenter it creates.
enum AssemblyAttribution {
    static func run(_ state: inout ModelState) {
        // Roles present under each key, counted, so that moving a candidate keeps it current.
        var roleCounts: [String: [Role: Int]] = [:]
        for candidate in state.candidates { roleCounts[candidate.key, default: [:]][candidate.role, default: 0] += 1 }
        func hasRole(_ key: String, _ roles: Set<Role>) -> Bool {
            roleCounts[key].map { counts in roles.contains { counts[$0, default: 0] > 0 } } ?? false
        }
        func move(_ i: Int, to key: String) {
            let candidate = state.candidates[i]
            roleCounts[candidate.key]?[candidate.role]? -= 1
            roleCounts[key, default: [:]][candidate.role, default: 0] += 1
            state.candidates[i].key = key
        }
        // Every type's functions that create a presenter (central assemblies are found among them):
        // each assembly's presenters found on either core, filed in assembly order (the last wins).
        let assemblies = state.assemblies
        let createdPresenters = state.map(assemblies.count) { a, state, _ in
            assemblies[a].created.compactMap { $0.typeName == assemblies[a].type ? nil : state.presenterKey(of: $0.typeName) }
        }
        var factories: [String: [String: String]] = [:]
        for (assembly, keys) in zip(assemblies, createdPresenters) {
            if let key = keys.last { factories[assembly.type, default: [:]][assembly.function] = key }
        }
        state.presenterFactories = factories

        let assemblers = state.candidates.indices
            .filter { [.router, .builder].contains(state.candidates[$0].role) }
            .sorted { state.candidates[$0].info.name < state.candidates[$1].info.name }
        // (a) An assembler alone under its name joins the one module whose presenter it creates
        //     (`HomeModuleConfigurator` → `Home`).
        for a in assemblers where !hasRole(state.candidates[a].key, [.view, .presenter, .interactor, .formatter]) {
            let name = state.candidates[a].info.name
            let assemblies = state.assemblies(of: name)
            let keys = Set(assemblies.flatMap(\.created).compactMap { state.presenterKey(of: $0.typeName) })
            guard keys.count == 1, let key = keys.first, !hasRole(key, [state.candidates[a].role]) else { continue }
            move(a, to: key)
            state.decide(name, "module \(key)", because: "it creates \(key)'s presenter and no other module's",
                         evidence: assemblies.map(\.location))
        }
        // (b) What an assembling function creates joins the assembler's module; not for a central
        //     builder whose functions make the presenters of several other modules (`CoreBuilder`).
        // The roles other than each role, made once (not for every type an assembly creates).
        let otherRoles = Dictionary(uniqueKeysWithValues: Role.allCases.map { role in (role, Set(Role.allCases).subtracting([role])) })
        for a in assemblers {
            let assembler = state.candidates[a]
            // By index, and without gathering: the assemblies are read where they are (a copy of each
            // assembly, its presenters' keys and its own components, for every assembler, was most
            // of this loop's time, on one core).
            let indices = state.assembliesByType[assembler.info.name] ?? []
            // The presenters it creates of modules other than its own: of one module at most.
            var otherKey: String?
            var createsOthers = false
            presenters: for i in indices {
                for entry in state.assemblies[i].created {
                    guard let key = state.presenterKey(of: entry.typeName), key != assembler.key else { continue }
                    if let otherKey, otherKey != key { createsOthers = true; break presenters }
                    otherKey = key
                }
            }
            guard !createsOthers else { continue }
            for i in indices {
                let assembly = state.assemblies[i]
                // The roles the function fills with the module's own components (and the assembler's).
                var filled = Set<Role>()
                for entry in assembly.created where entry.typeName != assembler.info.name {
                    if let c = state.candidateByType[entry.typeName], state.candidates[c].key == assembler.key { filled.insert(state.candidates[c].role) }
                }
                guard !filled.isEmpty else { continue }
                filled.insert(assembler.role)
                var seen = Set<String>()
                for entry in assembly.created where entry.typeName != assembler.info.name && seen.insert(entry.typeName).inserted {
                    let typeName = entry.typeName
                    if let i = state.candidateByType[typeName] {
                        let key = state.candidates[i].key
                        // Only a part alone under its own name (a misspelling) moves: `ChatsPresenter`
                        // beside `ChatsView` is module Chats, whoever builds it.
                        let others = otherRoles[state.candidates[i].role]!
                        guard key != assembler.key, !filled.contains(state.candidates[i].role),
                              !hasRole(key, [.router, .builder]), !hasRole(key, others) else { continue }
                        move(i, to: assembler.key)
                        filled.insert(state.candidates[i].role)
                        state.decide(typeName, "module \(assembler.key)",
                                     because: "\(assembler.info.name).\(assembly.function) creates it with \(assembler.key)'s components",
                                     evidence: [entry.location])
                    } else if !filled.contains(.view), let info = state.index[typeName], info.kind == .class,
                              state.index.isViewController(typeName) || state.index.isViewKind(typeName) && !filled.contains(.view) && isScreenView(info, state) {
                        // `let view = LoginScreen()`: a view controller without a role in its name.
                        state.candidates.append(Candidate(info: info, role: .view, key: assembler.key))
                        state.candidateByType[typeName] = state.candidates.count - 1
                        roleCounts[assembler.key, default: [:]][.view, default: 0] += 1
                        filled.insert(.view)
                        state.decide(typeName, "module \(assembler.key), its view",
                                     because: "\(assembler.info.name).\(assembly.function) creates it as the module's view controller",
                                     evidence: [entry.location])
                    }
                }
            }
        }
        // (c) A function of a type that plays no role yet, which creates a presenter together with the
        //     module's other components, joins that module's candidates as an assembler
        //     (`LoginModule.init`, `AppAssembly.makeLoginModule`, a Swinject assembly).
        addUnnamedViews(&state)
        attachWiredViews(&state)
    }

    /// A view controller that the code wires to a presenter (`controller.eventHandler = presenter`,
    /// `presenter.userInterface = controller`) is that presenter's module's view, when its own name
    /// has no module with a presenter (`ListCharactersController` with `ListPresenter`) and the
    /// presenter's module has no view yet.
    static func attachWiredViews(_ state: inout ModelState) {
        let keysWithPresenter = Set(state.candidates.filter { $0.role == .presenter }.map(\.key))
        var keysWithView = Set(state.candidates.filter { $0.role == .view }.map(\.key))
        // View controller → the presenters it is wired to, with where: each holder's on either core,
        // filed in the order of the holders.
        let holders = Array(state.assignedTypes)
        let found = state.map(holders.count) { h, state, _ -> [(view: String, key: String, location: SourceLocation)] in
            let (holder, properties) = holders[h]
            // Asked once per holder, not once per value assigned.
            let holderIsViewController = state.index.isViewController(holder)
            let holderPresenterKey = state.presenterKey(of: holder)
            var wired: [(view: String, key: String, location: SourceLocation)] = []
            for values in properties.values {
                for value in values {
                    if let key = state.presenterKey(of: value.typeName), holderIsViewController {
                        wired.append((holder, key, value.location))
                    } else if let key = holderPresenterKey, state.index.isViewController(value.typeName) {
                        wired.append((value.typeName, key, value.location))
                    }
                }
            }
            return wired
        }
        var wired: [String: [(key: String, location: SourceLocation)]] = [:]
        for entry in found.joined() { wired[entry.view, default: []].append((entry.key, entry.location)) }
        for view in wired.keys.sorted() {
            let keys = Set(wired[view]!.map(\.key))
            guard keys.count == 1, let key = keys.first, !keysWithView.contains(key) else { continue }
            let evidence = wired[view]!.map(\.location)
            if let i = state.candidateByType[view] {
                guard state.candidates[i].role == .view, !keysWithPresenter.contains(state.candidates[i].key) else { continue }
                state.candidates[i].key = key
            } else if let info = state.index[view], info.kind == .class {
                state.candidates.append(Candidate(info: info, role: .view, key: key))
                state.candidateByType[view] = state.candidates.count - 1
            } else { continue }
            keysWithView.insert(key)
            state.decide(view, "module \(key), its view", because: "the code wires it to \(key)'s presenter", evidence: evidence)
        }
    }

    /// A `UIView` subclass is a module's view only when the presenter talks to it (it adopts a view
    /// protocol); a cell or a subview is not.
    static func isScreenView(_ info: TypeInfo, _ state: ModelState) -> Bool {
        state.index.allProtocols(of: info.name).contains { state.naming.role(ofProtocol: $0) == .view }
    }

    /// A view controller or a SwiftUI view the presenter's assembly creates and wires to the
    /// presenter, whatever its name (`LoginScreen`, `SettingsTabBarController`).
    static func addUnnamedViews(_ state: inout ModelState) {
        var keysWithView = Set(state.candidates.filter { $0.role == .view }.map(\.key))
        for assembly in state.assemblies {
            let created = assembly.created.map(\.typeName)
            let keys = Set(created.compactMap { state.presenterKey(of: $0) })
            guard keys.count == 1, let key = keys.first, !keysWithView.contains(key) else { continue }
            for entry in assembly.created where state.candidateByType[entry.typeName] == nil {
                guard let info = state.index[entry.typeName], info.kind == .class || info.kind == .struct,
                      state.index.isViewController(entry.typeName) || isScreenView(info, state)
                        || info.kind == .struct && state.index.isViewKind(entry.typeName) else { continue }
                state.candidates.append(Candidate(info: info, role: .view, key: key))
                state.candidateByType[entry.typeName] = state.candidates.count - 1
                keysWithView.insert(key)
                state.decide(entry.typeName, "module \(key), its view",
                             because: "\(assembly.type).\(assembly.function) creates it beside \(key)'s presenter",
                             evidence: [entry.location])
                break
            }
        }
    }
}
