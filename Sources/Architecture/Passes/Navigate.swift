import SourceScanner

/// Pass 8: navigation, from evidence. Module A opens module B where code of A's own components
/// (its router, builder, presenter or view) does one of these:
/// - creates B's router or builder, or calls its static `makeModule()`;
/// - holds it strongly (an app-wide dependencies object wired them) and calls it;
/// - has a dependency container hand it out (`resolve(DetailsBuilder.self)`, or B's view or presenter);
/// - asks a central assembly for it (`assembly.makeDetailsModule()`);
/// - names B's module input, the protocol B's presenter alone adopts, in a value it configures
///   (`thenChainUsingBlock:^(id<PasswordModuleInput> moduleInput)`, `lazy var wallet: MyWalletModuleInput`)
///   or as the destination of a transition (`forStoryboard(factory: …, to: SettingsModuleInput.self)`);
/// - calls a method of a coordinator or factory that belongs to no module, and that method does one
///   of the above (`coordinator.showSettings()`): a coordinator that can open every screen links a
///   module only to the screens its own calls open;
/// - hands a call a route enum's case whose screen one switch builds (`showModal(for: .bolus)`,
///   `ScreenCases`).
///
/// And where a storyboard's segue leads from A's view to B's (`StoryboardNavigation`).
enum Navigate: ModelPass {
    static let name = "Navigation"

    static func run(_ state: inout ModelState) {
        let storyboards = storyboardNavigations(state)
        // What a type's code opens is the same whichever module it serves (a wireframe that builds a
        // thousand screens is every one's builder): found once per type, on every core.
        let frozen = state
        let holders = Set(state.modules.flatMap { module in
            module.components.filter { navigatingRoles.contains($0.role) && $0.member == nil }.map(\.type)
        }).sorted()
        let targets = Targets(state: frozen, routeNames: Targets.routeNames(frozen))
        let openedByType = Dictionary(uniqueKeysWithValues: zip(holders, Parallel.map(holders.count) { opened(byType: holders[$0], targets) }))
        // Each module keeps what opens another module; its decisions filed in module order.
        let found = state.map(state.modules.count) { m, state, log -> [Navigation] in
            let navigations = navigations(of: state.modules[m], openedByType, state)
            let name = state.modules[m].name
            for navigation in navigations {
                log.decide("module \(name)", "opens \(navigation.target)",
                           because: "its code creates, holds, configures or asks for \(navigation.target)'s entry point",
                           module: name, evidence: [navigation.location])
            }
            let segues = storyboards[name] ?? []
            for navigation in segues {
                log.decide("module \(name)", "opens \(navigation.target)",
                           because: "a storyboard segue from its view leads to \(navigation.target)'s view", module: name,
                           evidence: [navigation.location])
            }
            return Array(Set(navigations + segues)).sorted { ($0.target, $0.location) < ($1.target, $1.location) }
        }
        for m in state.modules.indices { state.modules[m].navigations = found[m] }
    }

    /// What the storyboards' segues open, by module: only between modules' views.
    static func storyboardNavigations(_ state: ModelState) -> [String: [Navigation]] {
        guard state.files.contains(where: { $0.storyboard.map { !$0.scenes.isEmpty } ?? false }) else { return [:] }
        return StoryboardNavigation(files: state.files, viewModule: { type in
            guard let found = state.component(ofType: type), found.component.role == .view else { return nil }
            return found.module
        }, isComponent: { state.componentModule[$0] != nil }).navigations()
    }

    /// How many coordinators may answer one protocol for each to be followed (more is a contract many
    /// types serve, not a flow).
    static let maximumAnswering = 3

    /// The roles whose code may open another module.
    static let navigatingRoles: Set<Role> = [.router, .builder, .presenter, .view]

    /// What one type's code opens, in any module: what it builds or asks for (`built`), and what it
    /// holds strongly or names as a module input (`held`).
    struct Opened: Sendable {
        var built: [Navigation] = []
        var held: [Navigation] = []
    }

    static func navigations(of module: Module, _ openedByType: [String: Opened], _ state: ModelState) -> [Navigation] {
        var result: [Navigation] = []
        var holders = Set<String>()
        for holder in module.components where navigatingRoles.contains(holder.role) && holder.member == nil {
            guard holders.insert(holder.type).inserted, let opened = openedByType[holder.type] else { continue }
            // A type that assembles the target module too (a layer's assembly that registers every
            // screen's presenter) builds it; that is not this module opening it.
            result += opened.built.filter { $0.target != module.name && !Self.isPart(holder.type, of: $0.target, state) }
            result += opened.held.filter { $0.target != module.name }
        }
        return result.sorted { ($0.target, $0.location) < ($1.target, $1.location) }
    }

    static func opened(byType type: String, _ targets: Targets) -> Opened {
        let state = targets.state
        guard let info = state.index[type] else { return Opened() }
        var result = Opened()
        result.built = opened(by: info.members, function: nil, followingFactories: true, targets, state)
        let held = state.heldProperties(of: type)
        // Another module's router or builder that the app's wiring handed over opens it where this
        // type's code calls it; held and never called (or only read through) it opens nothing.
        let called = Set(info.members.calls.map(\.receiver))
        for property in held where property.property.ownership == .strong && property.inheritedFrom == nil
            && called.contains(property.property.name) {
            if let typeName = property.typeName, let owner = targets.assemblerModule(typeName) {
                result.held.append(Navigation(target: owner, location: property.property.location))
            }
        }
        for property in held where property.inheritedFrom == nil {
            if let typeName = property.typeName, let owner = targets.moduleInputModule(typeName) {
                result.held.append(Navigation(target: owner, location: property.property.location))
            }
        }
        result.built += throughCalls(of: info, held: held, targets, state)
        return result
    }

    /// A local of one function, by name.
    struct LocalName: Hashable {
        var function: String?
        var name: String
    }

    /// Whether a type is a component (of any role) of the named module.
    static func isPart(_ type: String, of module: String, _ state: ModelState) -> Bool {
        guard let m = state.moduleByName[module] else { return false }
        return state.isComponent(type, ofModuleAt: m)
    }

    /// What a type's code opens directly: in every function, or in one (`function`, a base name).
    /// `selector` (`open(series:)`), when known, tells apart functions of one base name. With
    /// `followingFactories`, a static call on a type that is no module's component
    /// (`MenuItemsControllersFactory.create(for:)`) opens what that function's body opens, one level in.
    static func opened(by members: MemberFacts, function: String?, selector: String? = nil, followingFactories: Bool = false,
                       casesChosen: Bool = false, depth: Int = 0, starts: Int = 0, _ targets: Targets, _ state: ModelState) -> [Navigation] {
        func inFunction(_ name: String?) -> Bool {
            guard let function else { return true }
            if let selector, let name, name.contains("(") { return name == selector }
            return name.map(FindAssemblies.baseName) == function
        }
        var result: [Navigation] = []
        // Followed into a function with a case (`router.open(.settings)`), the arms of its screen switch
        // build what the caller's case chooses, not all of them.
        let chosen = !casesChosen ? [] : members.switchArms.filter { inFunction($0.function) && targets.screenCases.arms.contains($0.location) }
        for creation in members.creations where inFunction(creation.function) && !chosen.contains(where: { $0.contains(creation.location) }) {
            if let owner = targets.assemblerModule(creation.typeName) {
                result.append(Navigation(target: owner, location: creation.location))
            } else if let member = creation.member, let owner = state.central[creation.typeName]?[FindAssemblies.baseName(member)] {
                result.append(Navigation(target: owner, location: creation.location))
            } else if followingFactories, creation.kind == .staticCall, let member = creation.member,
                      state.role(ofComponent: creation.typeName) == nil, let factory = state.index[creation.typeName] {
                for opened in opened(by: factory.members, function: FindAssemblies.baseName(member), targets, state) {
                    result.append(Navigation(target: opened.target, location: creation.location))
                }
            }
        }
        for reference in members.typeReferences where inFunction(reference.function) {
            // `resolve(Detail.Module.self)` with `typealias Module = (router: DetailRouterInput, input: …)`:
            // the bundle's router (or builder) says whose module the container assembles.
            if state.index.tupleAliases.contains(reference.typeName) {
                if let owner = state.index.resolved(reference.typeName).lazy.compactMap(targets.assemblerModule).first {
                    result.append(Navigation(target: owner, location: reference.location))
                }
            } else if let owner = targets.assemblerModule(reference.typeName) {
                result.append(Navigation(target: owner, location: reference.location))
            } else if reference.callee == "resolve", let found = state.role(ofComponent: FindAssemblies.concrete(reference.typeName, state.index)),
                      [.view, .presenter].contains(found.role) {
                // `resolver.resolve(DetailsViewController.self)`: the container assembles Details for the router.
                result.append(Navigation(target: found.module, location: reference.location))
            } else if let owner = targets.moduleInputModule(reference.typeName) {
                // `transitionHandler.forStoryboard(factory: …, to: SettingsModuleInput.self)` (LightRoute):
                // a transition asked for by the module input of its destination.
                result.append(Navigation(target: owner, location: reference.location))
            }
        }
        for local in members.locals where inFunction(local.function) {
            if let owner = targets.moduleInputModule(local.typeName) {
                result.append(Navigation(target: owner, location: local.location))
            }
        }
        // `showModal(for: .bolus(…))`: a route enum's case, whose screen one switch builds.
        for reference in members.caseReferences where inFunction(reference.function) {
            if let owner = targets.screenCases.module(of: reference, expected: { targets.parameterType(of: reference) })
                ?? reference.base.flatMap({ state.central[$0]?[reference.name] }) {
                result.append(Navigation(target: owner, location: reference.location))
            }
        }
        // The child coordinators it makes and starts (`coordinator.start()`), in every function or in one.
        if starts < maximumStarts {
            for (child, location) in startedChildren(in: members, inFunction: inFunction, targets, state) {
                result += opened(by: child.members, function: "start", starts: starts + 1, targets, state).map { Navigation(target: $0.target, location: location) }
            }
        }
        guard let function else { return result }
        // In one function of a coordinator, another module's wireframe it obtains and keeps
        // (`_eventDetailWireframe = [_dependencyManager newEventDetailWireframe];`).
        for assignment in members.assignments where assignment.receiver == "self" && inFunction(assignment.function) {
            guard let typeName = members.properties.first(where: { $0.name == assignment.property })?.typeName,
                  let owner = targets.assemblerModule(typeName) else { continue }
            result.append(Navigation(target: owner, location: assignment.location))
        }
        // In one function, its calls of the type's own helpers (`openSendAmount()`), two levels in.
        guard depth < 2 else { return result }
        for call in members.calls where call.receiver == "self" && call.member != function && inFunction(call.function)
            && members.methods.contains(where: { FindAssemblies.baseName($0.name) == call.member }) {
            result += opened(by: members, function: call.member, depth: depth + 1, starts: starts, targets, state).map { Navigation(target: $0.target, location: call.location) }
        }
        return result
    }

    /// Calls on what a component holds: a central assembly's method (`assembly.makeDetailsModule()`),
    /// or a method of a coordinator or factory that is no module's component, followed one level in.
    static func throughCalls(of info: TypeInfo, held: [HeldProperty], _ targets: Targets, _ state: ModelState) -> [Navigation] {
        guard !info.members.calls.isEmpty else { return [] }
        var declared: [String: String] = [:]
        for property in held {
            if let typeName = property.typeName { declared[property.property.name] = typeName }
        }
        // Locals of the calling function too: `guard let router = resolver.resolve(AppRouterProtocol.self)`.
        let locals = Dictionary(info.members.locals.map { (LocalName(function: $0.function, name: $0.name), $0.typeName) },
                                uniquingKeysWith: { _, last in last })
        var result: [Navigation] = []
        for call in info.members.calls {
            let local = locals[LocalName(function: call.function, name: call.receiver)]
            guard let named = local ?? declared[call.receiver] else {
                result += throughTheOnlyMethod(call, of: info, targets, state)
                continue
            }
            let types = state.index.isProtocol(named) ? state.index.conformers(of: named).sorted() : [named]
            // Another module's builder or router, asked for into a local and called (`let chat: ChatWireframeFactory
            // = AppAssembler.resolve(); chat.make(tabVc).present()`); not an output a child holds of its parent.
            if local != nil, let owner = targets.assemblerModule(named) {
                result.append(Navigation(target: owner, location: call.location))
            }
            if let owner = types.lazy.compactMap({ state.central[$0]?[call.member] }).first {
                result.append(Navigation(target: owner, location: call.location))
                continue
            }
            if targets.routeNames.contains(call.member), case let mixedIn = mixedIn(named, call, targets, state), !mixedIn.isEmpty {
                for target in mixedIn {
                    result.append(Navigation(target: target, location: call.location))
                }
                continue
            }
            // A coordinator behind a protocol, or the type itself, that no module has as a whole (a shared
            // one may still build a module in one of its functions). Where a few coordinators answer the
            // same protocol (one screen in two flows), each opens what its method opens.
            guard !types.isEmpty, types.count <= Self.maximumAnswering, !types.contains(info.name),
                  types.allSatisfy({ state.role(ofComponent: $0) == nil }) else { continue }
            for type in types {
                guard let callee = state.index[type] else { continue }
                let found = opened(by: callee.members, function: call.member, casesChosen: passesCase(call, info), targets, state).map(\.target)
                    + presentersAsked(by: callee, in: call.member, targets, state)
                for target in found {
                    result.append(Navigation(target: target, location: call.location))
                }
            }
        }
        return result
    }

    /// `navigationController?.router.routeToEditor()`: a receiver whose type the scan cannot say (a UIKit
    /// extension's property, a singleton's `shared`), calling the app's only method of that name, of a type
    /// that is no module's component: a central assembly's method opens its module; another method, what
    /// its body opens, or asks a central assembly for the same way (`Assembly.shared.createEditorController()`).
    static func throughTheOnlyMethod(_ call: CallFact, of info: TypeInfo, _ targets: Targets, _ state: ModelState) -> [Navigation] {
        guard let type = targets.onlyDeclarer[call.member], type != info.name, state.role(ofComponent: type) == nil,
              let callee = state.index[type] else { return [] }
        // `Assembly.shared.createEditorController()`: the central assembly's method itself.
        if let module = state.central[type]?[call.member] { return [Navigation(target: module, location: call.location)] }
        var found = opened(by: callee.members, function: call.member, casesChosen: passesCase(call, info), targets, state).map(\.target)
        for inner in callee.members.calls where inner.function.map(FindAssemblies.baseName) == call.member {
            if let assembly = targets.onlyDeclarer[inner.member], let module = state.central[assembly]?[inner.member] { found.append(module) }
        }
        return found.map { Navigation(target: $0, location: call.location) }
    }

    /// `router.open(series: series)` on a `HistoryRoutable` that inherits `SeriesRoute`, whose
    /// `extension SeriesRoute where Self: RouterProtocol` builds Series in `open(series:)`: a route that
    /// the target module lends its callers. What the called method's body opens, in the extensions of
    /// the protocols the receiver's declared type adopts.
    static func mixedIn(_ declared: String, _ call: CallFact, _ targets: Targets, _ state: ModelState) -> [String] {
        var found: [String] = []
        for proto in [declared] + state.index.allProtocols(of: declared) where state.index.isProtocol(proto) {
            guard let info = state.index[proto] else { continue }
            found += opened(by: info.members, function: call.member, selector: call.selector, targets, state).map(\.target)
        }
        return found
    }

    /// `func setupDashboardPresenter() { dashboardPresenter.presentDashboardView() }` in an app-wide
    /// router that holds every presenter: the method asks another module's presenter to show its
    /// screen. Only through the module's input (not an output or a delegate, which lead back to a parent).
    static func presentersAsked(by coordinator: TypeInfo, in function: String, _ targets: Targets, _ state: ModelState) -> [String] {
        let held = Dictionary(coordinator.members.properties.compactMap { property in property.typeName.map { (property.name, $0) } },
                              uniquingKeysWith: { first, _ in first })
        return coordinator.members.calls.compactMap { call in
            guard call.function.map(FindAssemblies.baseName) == function, let typeName = held[call.receiver] else { return nil }
            if let owner = targets.moduleInputModule(typeName) { return owner }
            guard let found = state.role(ofComponent: typeName), found.role == .presenter else { return nil }
            return found.module
        }
    }

    /// The modules a type's code can name: their assemblers and their module inputs (its own module's
    /// among them: each module leaves itself out).
    struct Targets {
        let state: ModelState
        /// The functions that protocol extensions give bodies that create, resolve or name a type
        /// (`open(series:)` in `extension SeriesRoute`), by base name: the only calls a route mixin can answer.
        let routeNames: Set<String>

        /// The one class, struct or enum of the app that declares a method of a base name, for the names
        /// only one declares.
        let onlyDeclarer: [String: String]

        /// The modules a route enum's cases stand for (`ScreenCases`).
        private(set) var screenCases = ScreenCases()

        init(state: ModelState, routeNames: Set<String>) {
            self.state = state
            self.routeNames = routeNames
            onlyDeclarer = Self.onlyDeclarers(state)
            screenCases = ScreenCases(state, module: builtModule)
        }

        static func onlyDeclarers(_ state: ModelState) -> [String: String] {
            var declarers: [String: Set<String>] = [:]
            for (name, info) in state.index.types where info.kind != .protocol {
                for method in info.members.methods { declarers[FindAssemblies.baseName(method.name), default: []].insert(name) }
            }
            return declarers.compactMapValues { $0.count == 1 ? $0.first : nil }
        }

        /// The base names of the functions in which protocols (their extensions) create something.
        static func routeNames(_ state: ModelState) -> Set<String> {
            var names = Set<String>()
            for info in state.index.types.values where info.kind == .protocol {
                let members = info.members
                let functions = members.creations.map(\.function) + members.typeReferences.map(\.function) + members.locals.map(\.function)
                for case let function? in functions { names.insert(FindAssemblies.baseName(function)) }
            }
            return names
        }

        /// The module whose router or builder a type is (or a protocol that one adopts).
        func assemblerModule(_ typeName: String) -> String? {
            // Modules by index: `module(named:)` copies the whole module to read its components.
            if let found = state.role(ofComponent: typeName) {
                guard let target = state.moduleByName[found.module],
                      state.isComponent(typeName, ofModuleAt: target, roles: [.router, .builder]) else { return nil }
                return found.module
            }
            guard state.index.isProtocol(typeName) else { return nil }
            return soleOwner(of: typeName, roles: [.router, .builder])
        }

        /// The module whose presenter alone adopts a protocol that speaks of the presenter's input
        /// (`PasswordModuleInput`, `MyWalletModule`): not its outputs or delegates, which a child holds
        /// of its parent.
        func moduleInputModule(_ typeName: String) -> String? {
            guard state.index.isProtocol(typeName), state.naming.role(ofProtocol: typeName) == .presenter,
                  !Self.outputWords.contains(where: { typeName.containsBytes($0) }) else { return nil }
            return soleOwner(of: typeName, roles: [.presenter])
        }

        static let outputWords = ["Output", "Delegate", "EventHandler", "Listener", "DataSource", "Handler", "Parent"]

        /// The one module whose components of these roles adopt a protocol.
        private func soleOwner(of proto: String, roles: Set<Role>) -> String? {
            let owners = Set(state.index.conformers(of: proto).compactMap { type -> String? in
                guard let owner = state.componentModule[type], let target = state.moduleByName[owner],
                      let slots = state.componentSlots[type], slots.contains(where: { $0.module == target && $0.whole }),
                      slots.contains(where: { $0.module == target && roles.contains($0.role) }) else { return nil }
                return owner
            })
            return owners.count == 1 ? owners.first : nil
        }
    }
}
