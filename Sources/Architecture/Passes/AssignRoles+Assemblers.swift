import SourceScanner

/// Part of `AssignRoles`: each module's builders, from the assemblies that create its components.
extension AssignRoles {
    /// Every function that assembles a module is one of its builders: a named builder, the router
    /// that also assembles, a `<Module>Module` object, a central assembly's method, each of the
    /// container assemblies that register its parts (Typhoon and Swinject apps often split them by
    /// layer), or a factory of no module that makes and returns the module's router alone when that
    /// router makes the rest (`DefaultDashboardWireframeFactory.make` → the wireframe, whose `wireUp()` builds the module).
    static func addAssemblers(_ state: inout ModelState) {
        // Indices of the assemblies that create each type, in assembly order (copies of every
        // assembly, one per type it creates, cost more than the rest of the pass at 5,000 modules).
        var assembliesByCreated: [String: [Int]] = [:]
        for a in state.assemblies.indices {
            for type in Set(state.assemblies[a].created.map(\.typeName)) { assembliesByCreated[type, default: []].append(a) }
        }
        // Twice: a central factory whose method only creates a module's `<Module>Module` object is one
        // of its builders too, once that object is known as one.
        for _ in 0..<2 {
            addAssemblersOnce(&state, assembliesByCreated: assembliesByCreated)
            state.reindexModules()
        }
        addViewFactories(&state)
        for module in state.modules {
            for builder in module.components where builder.role == .builder {
                if let member = builder.member { state.central[builder.type, default: [:]][member] = module.name }
            }
        }
    }

    /// `assembliesByCreated`: the indices of the assemblies that create each type.
    static func addAssemblersOnce(_ state: inout ModelState, assembliesByCreated: [String: [Int]]) {
        let assemblies = state.assemblies
        let componentModule = state.componentModule
        let lookups = AssemblerLookups(state)
        // Each module's builders on either core: a module gains builders only in its own turn, and
        // what the others' turns read of it (the role of a type it already had) does not change.
        let built = state.map(state.modules.count) { m, state, log -> [Component] in
            let module = state.modules[m]
            var assembled = module
            let types = Set(module.components.filter { $0.member == nil }.map(\.type))
            let router = module.component(.router)?.type
            let presenter = module.component(.presenter)?.type
            // `<Module>Module` objects and builders, not a router that also assembles (an app delegate
            // that creates the first wireframe starts the app; it does not assemble the module).
            let builders = Set(module.components.filter { $0.role == .builder && $0.member == nil && $0.type != router }.map(\.type))
            var seen = Set<String>()
            var foreign: [Int] = []
            // Indices into `assemblies`.
            var options = types.sorted().flatMap { assembliesByCreated[$0] ?? [] }.filter { a in
                let assembly = assemblies[a], created = assembly.createdTypes
                guard seen.insert("\(assembly.type).\(assembly.function)").inserted else { return false }
                // Shared plumbing assembles a module only in a function (not a property's value) that makes
                // that module's parts alone (`AssemblyFactory.settingsModule`); one that opens several (a link
                // coordinator's `open(url:)`) navigates.
                if state.shared[assembly.type] != nil, assembly.function.isEmpty || lookups.modulesCreated[a] != [module.name] { return false }
                // The module's types the function creates (other than itself).
                let parts = created.created(among: types, excluding: assembly.type)
                let owner = componentModule[assembly.type]
                // By index: `module(named:)` would copy the whole module for one role.
                let ownerRole = owner.flatMap { state.moduleByName[$0] }.flatMap { state.modules[$0].components.first { $0.type == assembly.type }?.role }
                // Another module's presenter or view does not assemble this one by creating a child,
                // nor does a container view that shows it (`RootView`'s body, a tab bar's view controllers).
                if let owner, owner != module.name, ownerRole != .router && ownerRole != .builder { return false }
                if owner == nil, state.index.isViewKind(assembly.type) || state.index.isViewController(assembly.type) { return false }
                // The app and scene delegates start the app: they assemble a module only when they
                // make its parts themselves, not when they set up a container or create assemblies.
                if isAppDelegate(assembly.type, state.index) {
                    let createdCount = created.count - (created.contains(assembly.type) ? 1 : 0)
                    return parts.count >= 2 || presenter.map(parts.contains) == true && parts.count >= 1 && createdCount >= 2
                }
                // The module's own view, presenter or interactor making a part (a default argument,
                // `let interactor = HomeInteractor()`) is no assembler: only its router may be one.
                if owner == module.name, let ownerRole, ownerRole != .router && ownerRole != .builder { return false }
                // The module's presenter with another part, even one another module also uses (a
                // shared view), is the module assembled.
                let withPresenter = presenter.map { $0 != assembly.type && created.contains($0) } == true
                    && lookups.otherParts[a].contains { $0 != presenter }
                // `ImporterFlowController.present(…)` makes the presenter, which keeps the flow controller that
                // made it to route: the module's builder, though the view is UIKit's and the interactor a factory's.
                let keptByPresenter = owner == nil && presenter.map { parts.contains($0) && state.keeps($0, assembly.type) } == true
                let assembles = assembly.type == router && !parts.isEmpty
                    || parts.count >= 2 || withPresenter || keptByPresenter
                    || assembly.isContainer
                    || owner == nil && !created.created(among: builders, excluding: assembly.type).isEmpty
                    || owner == nil && router.map { router in
                        parts == [router] && lookups.routersThatAssemble.contains(router)
                            && state.index[assembly.type].map { FindSharedTypes.returns(router, from: assembly.function, of: $0, state) } == true
                    } == true
                // Another module's router that builds this one is navigating to it: its last resort.
                if assembles, let owner, owner != module.name { foreign.append(a); return false }
                return assembles
            }
            if options.isEmpty && !module.components.contains(where: { $0.role == .builder }) { options = foreign }
            options.sort { priority(assemblies[$0], module) < priority(assemblies[$1], module) }
            for option in options.map({ assemblies[$0] }) {
                // Shared plumbing is never a module's builder as a whole: its function is.
                let ownType = types.contains(option.type)
                    || componentModule[option.type] == nil && lookups.modulesAssembled[option.type, default: 0] <= 1 && state.shared[option.type] == nil
                let component = Component(role: .builder, type: option.type, member: ownType ? nil : option.function,
                                          location: option.location, docComment: state.index[option.type]?.fact.docComment)
                guard assembled.add(component) else { continue }
                log.decide(component.name, "\(module.name)'s builder",
                           because: option.type == router
                              ? "the router also assembles the module in \(option.function)"
                              : "\(option.type).\(option.function) creates\(option.isContainer ? " or registers" : "") and wires \(module.name)'s components",
                           module: module.name, evidence: [option.location] + option.createdTypes.positions(of: types).map { option.created[$0].location })
            }
            return assembled.components
        }
        for m in state.modules.indices { state.modules[m].components = built[m] }
    }
}

/// What each module's turn of `addAssemblersOnce` asks of the assemblies, found once per round from the
/// modules as they stand then: a wireframe that creates 2,000 screens was read through in each screen's turn.
private struct AssemblerLookups {
    /// By assembly index, for shared plumbing's functions only: the modules of the components it creates.
    let modulesCreated: [Int: Set<String>]
    /// By assembly index: the first two types it creates (not itself) that are view, interactor or router candidates.
    let otherParts: [[String]]
    /// By assembling type: how many modules its functions assemble (each function the module of the first
    /// component it creates).
    let modulesAssembled: [String: Int]
    /// Routers that create another component of their own module (a wireframe whose `wireUp()` makes the
    /// view, presenter and interactor): a factory that makes only such a router is the module's builder.
    let routersThatAssemble: Set<String>

    init(_ state: ModelState) {
        var modulesCreated: [Int: Set<String>] = [:]
        var otherParts: [[String]] = []
        otherParts.reserveCapacity(state.assemblies.count)
        for (a, assembly) in state.assemblies.enumerated() {
            if state.shared[assembly.type] != nil && !assembly.function.isEmpty {
                modulesCreated[a] = Set(assembly.created.compactMap { state.componentModule[$0.typeName] })
            }
            var parts: [String] = []
            for entry in assembly.created where parts.count < 2 && entry.typeName != assembly.type && !parts.contains(entry.typeName) {
                guard let i = state.candidateByType[entry.typeName], [.view, .interactor, .router].contains(state.candidates[i].role) else { continue }
                parts.append(entry.typeName)
            }
            otherParts.append(parts)
        }
        self.modulesCreated = modulesCreated
        self.otherParts = otherParts
        var routersThatAssemble = Set<String>()
        for module in state.modules {
            for router in module.components where router.role == .router && router.member == nil {
                let own = Set(module.components.filter { $0.member == nil && $0.type != router.type }.map(\.type))
                let makes = (state.assembliesByType[router.type] ?? []).contains { a in
                    !state.assemblies[a].createdTypes.created(among: own, excluding: router.type).isEmpty
                }
                if makes { routersThatAssemble.insert(router.type) }
            }
        }
        self.routersThatAssemble = routersThatAssemble
        modulesAssembled = state.assembliesByType.mapValues { indices in
            Set(indices.compactMap { a in state.assemblies[a].created.lazy.compactMap { state.componentModule[$0.typeName] }.first }).count
        }
    }
}
