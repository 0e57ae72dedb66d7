import SourceScanner

/// Part of `AssignModules`: a module may have more than one component of a role. When a module's
/// router or builder creates, in one assembling function, a second presenter and its view
/// (`MTCountryListTablePresenter` with `MTItemListTableViewController` beside `MTCountryListPresenter`),
/// those are the module's too, not a module of their own; and a view controller that two modules'
/// assemblers create belongs to both graphs.
enum CompositeModules {
    static func run(_ state: inout ModelState) {
        var rolesByKey: [String: Set<Role>] = [:]
        for candidate in state.candidates { rolesByKey[candidate.key, default: []].insert(candidate.role) }
        var presentersByKey: [String: Set<String>] = [:]
        for candidate in state.candidates where candidate.role == .presenter { presentersByKey[candidate.key, default: []].insert(candidate.info.name) }
        // Each assembler on either core: what one finds depends on the candidates only, which no
        // assembler changes. What they add is filed in the order of the assemblers.
        let assemblers = state.candidates.filter { $0.role == .router || $0.role == .builder }
        let found = state.map(assemblers.count) { a, state, _ in
            additions(by: assemblers[a], rolesByKey: rolesByKey, presentersByKey: presentersByKey, state)
        }
        for (assembler, additions) in zip(assemblers, found) {
            for addition in additions {
                let entry = addition.entry
                state.extraMembers[assembler.key, default: []].append(ExtraMember(type: entry.typeName, role: addition.role, location: entry.location))
                state.decide(entry.typeName, "also \(assembler.key)'s \(addition.role.rawValue)",
                             because: "\(assembler.info.name).\(addition.function) creates it and wires it with \(assembler.key)'s components",
                             evidence: [entry.location])
                if let absorbed = addition.absorbedKey { state.absorbedKeys.insert(absorbed) }
            }
        }
    }

    /// A presenter or view an assembler's function adds to the assembler's module; a presenter's
    /// own key is absorbed (it forms no module of its own).
    private struct Addition {
        var entry: (typeName: String, location: SourceLocation)
        var role: Role
        var function: String
        var absorbedKey: String?
    }

    /// The further presenters and the views one assembler's functions add to its module.
    private static func additions(by assembler: Candidate, rolesByKey: [String: Set<Role>], presentersByKey: [String: Set<String>],
                                  _ state: ModelState) -> [Addition] {
        guard rolesByKey[assembler.key]?.contains(.presenter) == true else { return [] }
        /// Whether the code wires a view to one of these presenters (`view.presenter = p`, `p.userInterface = view`).
        func isWired(_ view: String, to presenters: Set<String>) -> Bool {
            (state.assignedTypes[view]?.values.joined().contains { presenters.contains($0.typeName) } ?? false)
                || presenters.contains { state.assignedTypes[$0]?.values.joined().contains { $0.typeName == view } ?? false }
        }
        var additions: [Addition] = []
        var presenters = presentersByKey[assembler.key] ?? []
        for assembly in state.assemblies(of: assembler.info.name) {
            var seen = Set<String>()
            let created = assembly.created.filter { seen.insert($0.typeName).inserted && $0.typeName != assembler.info.name }
            // Only a function that assembles the assembler's own module: one that builds another
            // module's parts alone (`FrogsListRouter.makeDetailView`) navigates to that module.
            // (its own presenter among them: a central builder whose functions each make another
            // module's presenter, with a router they share, assembles those modules, not its own).
            guard created.contains(where: { entry in
                state.candidateByType[entry.typeName].map { state.candidates[$0].key == assembler.key && state.candidates[$0].role == .presenter } ?? false
            }) else { continue }
            // Further presenters first: a second presenter whose own name makes no whole module.
            for entry in created {
                guard let i = state.candidateByType[entry.typeName] else { continue }
                let candidate = state.candidates[i]
                guard candidate.role == .presenter, candidate.key != assembler.key,
                      rolesByKey[candidate.key]?.isDisjoint(with: [.router, .builder, .interactor]) ?? true else { continue }
                additions.append(Addition(entry: entry, role: .presenter, function: assembly.function, absorbedKey: candidate.key))
                presenters.insert(entry.typeName)
            }
            // Then the view controllers the function wires to the module's presenters.
            for entry in created where isWired(entry.typeName, to: presenters) {
                if let i = state.candidateByType[entry.typeName] {
                    let candidate = state.candidates[i]
                    guard candidate.role == .view, candidate.key != assembler.key,
                          rolesByKey[candidate.key]?.isDisjoint(with: [.router, .builder, .interactor]) ?? true else { continue }
                } else if !(state.index[entry.typeName]?.kind == .class && state.index.isViewController(entry.typeName)) {
                    continue
                }
                additions.append(Addition(entry: entry, role: .view, function: assembly.function, absorbedKey: nil))
            }
        }
        return additions
    }

    /// After modules form: a module without an interactor (or router) takes what its presenter
    /// holds strongly behind a protocol that one type adopts: a candidate of that role, even one
    /// other modules share (`CoreInteractor`, extended to adopt each screen's `ChatsInteractor`), or
    /// a class its assemblers create (`MTCountryListRequester` behind `id<MTItemListRequesterInput>`).
    /// `lackingOnly`: only modules still without an interactor (asked again once builders that no name
    /// gave are known: their creations may name it).
    static func inferInteractors(_ state: inout ModelState, lackingOnly: Bool = false) {
        // Each module on either core: a module's finds depend on the state before this loop only (it adds
        // interactors and routers to its own module; others read its presenter, which it never adds).
        let found = state.map(state.modules.count) { m, state, log in
            lackingOnly && state.modules[m].component(.interactor) != nil ? [] : interactors(of: state.modules[m], state, &log)
        }
        for (m, components) in found.enumerated() {
            for part in components {
                state.modules[m].add(Component(role: part.role, type: part.type, location: part.location,
                                               docComment: state.index[part.type]?.fact.docComment))
            }
            // Use cases beside the first interactor, which the presenter makes and keeps, are no doubt.
            state.explainedVariants[state.modules[m].name, default: []].formUnion(components.filter(\.isUseCase).map(\.type))
        }
    }

    /// The interactor (or router) a module's presenter holds that no name of the module says.
    private static func interactors(of module: Module, _ state: ModelState, _ log: inout DecisionLog)
        -> [(type: String, role: Role, location: SourceLocation, isUseCase: Bool)] {
        let assemblers = module.components.filter { $0.role == .router || $0.role == .builder }.map(\.type)
        let created = Set(assemblers.flatMap { state.assemblies(of: $0) }.flatMap(\.created).map(\.typeName))
        var found: [(type: String, role: Role, location: SourceLocation, isUseCase: Bool)] = []
        for presenter in module.components where presenter.role == .presenter {
            let makes = Set(state.index[presenter.type]?.members.creations.map(\.typeName) ?? [])
            for held in state.heldProperties(of: presenter.type) where held.property.ownership == .strong {
                guard let typeName = held.typeName else { continue }
                let targets = state.index.isProtocol(typeName) ? state.index.conformers(of: typeName).sorted() : [typeName]
                for target in targets where !found.contains(where: { $0.type == target }) {
                    guard let info = state.index[target] else { continue }
                    let role: Role
                    var isUseCase = false
                    if let i = state.candidateByType[target] {
                        // A shared part: one type behind the protocol, of a role the module lacks.
                        role = state.candidates[i].role
                        // One of several use cases the presenter makes and keeps (`CameraInteractor`,
                        // `TimerInteractor` in module Record), each an interactor of no module of its own.
                        let ownUseCase = role == .interactor && targets.count == 1 && makes.contains(target)
                            && state.componentModule[target] == nil && module.component(.interactor)?.type != target
                        guard ownUseCase || targets.count == 1 && (role == .interactor || role == .router)
                                && module.component(role) == nil && !found.contains(where: { $0.role == role })
                                && (state.componentModule[target] == nil || state.module(named: state.componentModule[target]!)?.component(.presenter) == nil)
                        else { continue }
                        isUseCase = ownUseCase && (module.component(.interactor) != nil || found.contains { $0.role == .interactor })
                    } else {
                        role = .interactor
                        // A class named like a service counts when it lives in the module's folder: the
                        // module's own business object (`DefaultMnemonicConfirmationService`), made by its builder.
                        let isModulesOwn = !module.folder.isEmpty && info.file.hasPrefix(module.folder + "/")
                            && info.kind == .class && state.shared[target] == nil
                        guard module.component(.interactor) == nil, created.contains(target),
                              state.isPlainClass(target) || isModulesOwn && !state.index.isViewController(target) && !state.index.isViewKind(target)
                        else { continue }
                    }
                    found.append((target, role, info.fact.location, isUseCase))
                    log.decide(target, "\(module.name)'s \(role.rawValue)",
                               because: "\(presenter.type) holds it through '\(held.property.name)'", module: module.name,
                               evidence: [info.fact.location, held.property.location])
                }
            }
        }
        return found
    }
}

extension CompositeModules {
    /// A module's assembling functions (those that create two or more of its components) may wire in
    /// variants: another interactor or router for one flow (`createViewForAdding` with
    /// `AddCreatedInteractor` and `AddConfirmationWireframe`). A candidate of a role that no module
    /// holds, created by such a function, is one more component of that module.
    static func addWiredVariants(_ state: inout ModelState) {
        let joinable = state.assemblies.map { JoinableEntries($0, state) }
        // Each module on either core: what it gains reads the state as it was before this loop (no
        // module's gains are indexed until after it), added in module order afterwards.
        let gained = state.map(state.modules.count) { m, state, log -> [Component] in
            let module = state.modules[m]
            let own = Set(module.components.filter { $0.member == nil && $0.role != .builder }.map(\.type))
            let lacking = JoinableEntries.roles.filter { module.component($0) == nil }
            var added: [Component] = []
            for builder in module.components where builder.role == .builder {
                for a in state.assembliesByType[builder.type] ?? [] where builder.member == nil || builder.member == state.assemblies[a].function {
                    let assembly = state.assemblies[a], created = assembly.createdTypes
                    // A builder of this module alone (`OrderBookAssembly`) assembles it in every function
                    // (`buildDemo` makes only the demo interactor and hands it on); a shared one only in the
                    // functions that make the module's parts.
                    let ownBuilder = builder.member == nil && builder.type != module.component(.router)?.type
                    guard ownBuilder || own.filter(created.contains).count >= 2
                            || module.component(.presenter).map({ created.contains($0.type) }) == true
                    else { continue }
                    for entry in joinable[a].entries(lacking: lacking).map({ assembly.created[$0] })
                    where !own.contains(entry.typeName) && !added.contains(where: { $0.type == entry.typeName }) {
                        // A candidate no module holds, or one another module holds in a role this module
                        // lacks (one view shared by two modules belongs to both graphs; a presenter named
                        // for another key that this module's own builder makes; a shared router its
                        // presenter holds). Another module's interactor that a composition root makes
                        // beside this module's parts, and that nothing of this module holds, is that
                        // module's, not this one's too.
                        guard let i = state.candidateByType[entry.typeName],
                              [.view, .presenter, .interactor, .router].contains(state.candidates[i].role),
                              // Views only where the module has none: a hosting or container controller
                              // the function also makes is no second view.
                              state.componentModule[entry.typeName] == nil && state.candidates[i].role != .view
                                || (ownBuilder || state.candidates[i].role == .view || Self.isHeld(entry.typeName, byAnyOf: own, state))
                                    && module.component(state.candidates[i].role) == nil && !added.contains(where: { $0.role == state.candidates[i].role })
                        else { continue }
                        let info = state.candidates[i].info
                        added.append(Component(role: state.candidates[i].role, type: info.name, location: info.fact.location,
                                               docComment: info.fact.docComment))
                        let role = state.candidates[i].role
                        log.decide(info.name, "also \(module.name)'s \(role.rawValue)",
                                   because: "\(builder.type).\(assembly.function) wires it into \(module.name)", module: module.name,
                                   evidence: [entry.location])
                    }
                }
            }
            return added
        }
        for (m, added) in gained.enumerated() {
            for component in added { state.modules[m].add(component) }
        }
    }
}

extension CompositeModules {
    /// Whether one of `holders` has a stored property of `type`, or of a protocol it adopts.
    static func isHeld(_ type: String, byAnyOf holders: Set<String>, _ state: ModelState) -> Bool {
        let names = state.index.allProtocols(of: type).union([type])
        return holders.contains { holder in
            state.heldProperties(of: holder).contains { held in
                held.typeName.map { state.index.resolved($0).contains(where: names.contains) } ?? false
            }
        }
    }
}

/// The entries of one assembly's `created` that may join a module in `addWiredVariants`: those of a
/// candidate no module holds, and by role, those that join only a module without that role. Found
/// once: a wireframe that creates 2,000 screens had its whole list read by each screen's module.
private struct JoinableEntries {
    static let roles: [Role] = [.view, .presenter, .interactor, .router]
    /// Positions in `created` of candidates that no module holds (but views).
    private let free: [Int]
    /// Positions in `created` of the other candidates, by their role.
    private let byRole: [Role: [Int]]

    init(_ assembly: Assembly, _ state: ModelState) {
        var free: [Int] = [], byRole: [Role: [Int]] = [:]
        for (offset, entry) in assembly.created.enumerated() {
            guard let i = state.candidateByType[entry.typeName], Self.roles.contains(state.candidates[i].role) else { continue }
            let role = state.candidates[i].role
            if state.componentModule[entry.typeName] == nil && role != .view { free.append(offset) } else { byRole[role, default: []].append(offset) }
        }
        self.free = free
        self.byRole = byRole
    }

    /// The positions that may join a module without components of these roles, in source order.
    func entries(lacking roles: [Role]) -> [Int] {
        roles.isEmpty ? free : (free + roles.flatMap { byRole[$0] ?? [] }).sorted()
    }
}

/// A further component of a role a module already has.
struct ExtraMember: Sendable {
    var type: String
    var role: Role
    var location: SourceLocation
}
