import Foundation
import SourceScanner

/// Pass 4: shared plumbing, found before modules form. A type that the code of three or more
/// modules holds, creates or resolves through one name that is none of theirs (`AlertPresenter`
/// behind `AlertPresenterProtocol`, a `UniversalLinkCoordinator` every router is handed, a
/// `SettingsService` each configurator resolves) is the app's, not a component of each: it is a
/// service, used by those modules. Its role in its name does not matter; what the code does does.
///
/// Two things keep a module's own parts out:
/// - a use through a name of the user's own module (`ChatsPresenter.interactor: ChatsInteractor`,
///   adopted by a `CoreInteractor` that every screen shares) is that module's contract, not a use
///   of something shared;
/// - a type whose own name's module forms a module (two roles of a screen or more), or a factory that
///   makes one such module's router and nothing of another, is that module's entry point, which other
///   modules open: navigation, not sharing.
enum FindSharedTypes: ModelPass {
    static let name = "Find shared types"

    /// How many modules must use a type, through a name of none of them, for it to be shared.
    static let minimumUsers = 3

    static func run(_ state: inout ModelState) {
        let names = state.typeNames
        // What each declared name says of its module, found once on every core (asked for every use).
        let frozen = state
        let declared = Array(frozen.index.types.keys)
        let keyByName = Dictionary(uniqueKeysWithValues: zip(declared, Parallel.map(declared.count) { key(of: declared[$0], frozen) ?? "" }))
        let keyOf = { (name: String) -> String? in
            keyByName[name].map { $0.isEmpty ? nil : $0 } ?? key(of: name, frozen)
        }
        let modulesForming = modulesFormingKeys(state)
        // Each type's uses found on every core, then filed in type order.
        let found = state.map(names.count) { i, state, _ in uses(by: names[i], keyOf: keyOf, state) }
        let keys = Set(names.compactMap { keyByName[$0].flatMap { $0.isEmpty ? nil : $0 } })
        var outermostKey: [String: String] = [:]
        var users: [String: [String: [SourceLocation]]] = [:]
        var userTypes: [String: Set<String>] = [:]
        for (user, uses) in zip(names, found) where !uses.isEmpty {
            guard let key = keyOf(user) else { continue }
            let userKey = outermostKey[key] ?? outermost(key, among: keys)
            outermostKey[key] = userKey
            for use in uses where keyOf(use.type) != userKey {
                users[use.type, default: [:]][userKey, default: []].append(use.location)
                userTypes[use.type, default: []].insert(user)
            }
        }
        // A flow coordinator that answers several modules' outputs serves them all, whatever its name says.
        for type in names where state.overrides.roles[type] == nil {
            let served = servedModules(by: type, forming: modulesForming, state)
            guard served.count >= minimumServed else { continue }
            let location = state.index[type]!.fact.location
            state.shared[type] = SharedType(users: served, userTypes: [], evidence: [location])
            state.decide(type, "shared, no module's component",
                         because: "it answers the outputs of \(served.count) modules (\(served.prefix(4).joined(separator: ", "))"
                            + "\(served.count > 4 ? ", …" : "")): a flow coordinator of them all",
                         evidence: [location], rejected: true)
        }
        // One type that adopts several modules' builder or router protocols (`extension Assembly:
        // EditorAssembly` in Editor's folder, `extension Assembly: StoryEditorAssembly` in StoryEditor's)
        // builds or routes for them all: each module's part is its method, never the whole type.
        // A protocol some type keeps a property of (`let router: any ChatsRouter`) is that holder's contract
        // with whatever adopts it: a shared router behind each module's own protocol is each one's router.
        let heldProtocols = Set(state.index.types.values.lazy.flatMap { $0.members.properties.compactMap(\.typeName) })
        for type in names where state.shared[type] == nil && state.overrides.roles[type] == nil {
            let served = servedRoles(of: type, keyOf: keyOf, forming: modulesForming, notHeld: heldProtocols, state)
            guard served.count >= minimumUsers else { continue }
            let location = state.index[type]!.fact.location
            state.shared[type] = SharedType(users: served, userTypes: [], evidence: [location])
            state.decide(type, "shared, no module's component",
                         because: "it adopts the builder or router protocols of \(served.count) modules (\(served.prefix(4).joined(separator: ", "))"
                            + "\(served.count > 4 ? ", …" : "")): one type for them all", evidence: [location], rejected: true)
        }
        for type in users.keys.sorted() where state.shared[type] == nil {
            let byKey = users[type]!
            guard byKey.count >= minimumUsers, state.overrides.roles[type] == nil,
                  state.overrides.module(ofType: type, file: state.index[type]?.file ?? "") == nil else { continue }
            if let own = keyOf(type), modulesForming.contains(own) { continue }
            if let made = entryPointKey(of: type, state), modulesForming.contains(made) { continue }
            if let made = keptByWhatItMakes(type, keyOf: keyOf, state), modulesForming.contains(made) { continue }
            let shared = SharedType(users: byKey.keys.sorted(), userTypes: userTypes[type]!.sorted(),
                                    evidence: byKey.values.flatMap { $0 }.sorted())
            state.shared[type] = shared
            state.decide(type, "shared, no module's component",
                         because: "the code of \(shared.users.count) modules (\(shared.users.prefix(4).joined(separator: ", "))"
                            + "\(shared.users.count > 4 ? ", …" : "")) holds, creates or resolves it through a name of none of them",
                         evidence: Array(shared.evidence.prefix(8)), rejected: true)
        }
    }

    /// The module a factory makes when all it makes of a module is one module's router or builder
    /// (`DefaultAlertWireframeFactory.make` → `DefaultAlertWireframe`): the module's entry point, which
    /// the modules that hold it open. Nil for a type that makes parts of several modules, or none.
    static func entryPointKey(of type: String, _ state: ModelState) -> String? {
        var keys = Set<String>()
        guard let info = state.index[type] else { return nil }
        for a in state.assembliesByType[type] ?? [] {
            let assembly = state.assemblies[a]
            for entry in assembly.created where entry.typeName != type {
                guard let split = state.naming.split(typeName: entry.typeName) ?? AssignModules.splitImplementation(entry.typeName, state)
                else { continue }
                guard split.role == .router || split.role == .builder,
                      returns(entry.typeName, from: assembly.function, of: info, state) else { return nil }
                keys.insert(split.module)
            }
        }
        return keys.count == 1 ? keys.first : nil
    }

    /// Whether a method returns `made` (or a protocol it adopts): the factory hands the router out,
    /// where a service that shows an alert through it keeps it to itself.
    static func returns(_ made: String, from function: String, of info: TypeInfo, _ state: ModelState) -> Bool {
        let names = state.index.allProtocols(of: made).union([made])
        return info.members.methods.contains { method in
            guard FindAssemblies.baseName(method.name) == function, let arrow = method.signature.range(of: "->", options: .backwards) else { return false }
            let returned = method.signature[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " ?!"))
            return names.contains(String(returned))
        }
    }

    /// How many other modules' outputs a type must answer to be shared.
    static let minimumServed = 2

    /// The modules whose `…ModuleOutput` (or `…ModuleDelegate`) a router, a coordinator or a type of no
    /// role adopts, its own name's left out.
    static func servedModules(by type: String, forming: Set<String>, _ state: ModelState) -> [String] {
        // A presenter that answers its children's outputs is their parent, not a coordinator of them.
        guard let info = state.index[type], info.kind == .class || info.kind == .struct,
              [nil, .router].contains(state.naming.split(typeName: type)?.role) else { return [] }
        let own = key(of: type, state)
        var served = Set<String>()
        for proto in state.index.allProtocols(of: type) where state.index.isProtocol(proto) {
            for suffix in ["ModuleOutput", "ModuleDelegate"] where proto.hasSuffix(suffix) && proto.count > suffix.count {
                let module = String(proto.dropLast(suffix.count))
                if module != own, forming.contains(module) { served.insert(module) }
            }
        }
        return served.sorted()
    }

    /// The modules (that names form) whose builder or router protocols a class or struct adopts, when no
    /// type keeps a property of that protocol, its own name's module left out.
    static func servedRoles(of type: String, keyOf: (String) -> String?, forming: Set<String>, notHeld held: Set<String>,
                            _ state: ModelState) -> [String] {
        guard let info = state.index[type], info.kind == .class || info.kind == .struct else { return [] }
        var served = Set<String>()
        for proto in state.index.allProtocols(of: type) where state.index.isProtocol(proto) && !held.contains(proto) {
            // A child's `…CoordinatorOutput` is a callback its parent answers, not a role it plays.
            guard let role = state.naming.role(ofProtocol: proto), role == .builder || role == .router,
                  !Navigate.Targets.outputWords.contains(where: { proto.containsBytes($0) }),
                  let module = state.naming.moduleKey(ofProtocol: proto), forming.contains(module) else { continue }
            served.insert(module)
        }
        if let own = keyOf(type) { served.remove(own) }
        return served.sorted()
    }

    /// The module a type's name (or, for a protocol, its name without the protocol suffixes) says.
    static func key(of type: String, _ state: ModelState) -> String? {
        if let split = state.naming.split(typeName: type) ?? AssignModules.splitImplementation(type, state) { return split.module }
        if let namespace = state.naming.templateNamespace(of: type) { return namespace }
        return state.index.isProtocol(type) ? state.naming.moduleKey(ofProtocol: type) : nil
    }

    /// `MTCityListTable` → `MTCityList` when both are names: a part of a module named after it (a
    /// second presenter, a child view) is one user with the module, not another. The shortest of the
    /// key's beginnings (3 characters or more) that is a name.
    static func outermost(_ key: String, among keys: Set<String>) -> String {
        var prefix = ""
        for character in key.dropLast() {
            prefix.append(character)
            if prefix.count >= 3, keys.contains(prefix) { return prefix }
        }
        return key
    }

    /// Names whose types make a module: two roles of a screen or more.
    static func modulesFormingKeys(_ state: ModelState) -> Set<String> {
        var roles: [String: Set<Role>] = [:]
        for name in state.typeNames {
            if let split = state.naming.split(typeName: name) ?? AssignModules.splitImplementation(name, state) {
                roles[split.module, default: []].insert(split.role)
            }
        }
        // Two roles of a screen at least, one of them its presenter or its view: a presenter or a router
        // alone is a shared helper (`AlertPresenter`, `UniversalLinkCoordinator`), and so are an `AppRouter`
        // with an `AppAssembly`, which make no screen; a presenter called `…ViewController` still makes a
        // module with its interactor.
        return Set(roles.compactMap { key, roles in
            roles.subtracting([.formatter]).count >= 2 && !roles.isDisjoint(with: [.presenter, .view]) ? key : nil
        })
    }

    /// What one type's code holds (stored properties), creates and resolves, each with the name it is
    /// reached through: the concrete type behind a protocol that one type adopts.
    static func uses(by user: String, keyOf: (String) -> String?, _ state: ModelState) -> [(type: String, location: SourceLocation)] {
        guard let info = state.index[user] else { return [] }
        var uses: [(type: String, location: SourceLocation)] = []
        let userKey = keyOf(user)
        func use(_ name: String, at location: SourceLocation) {
            // The name a user's own module gives it is its contract (`ChatsInteractor`), not a shared use.
            guard keyOf(name) != userKey else { return }
            let type = FindAssemblies.concrete(name, state.index)
            // Classes, and structs named for a role: data (`Show`, `UserSettings`) is an entity, shared or not.
            guard type != user, let target = state.index[type],
                  target.kind == .class || target.kind == .actor || target.kind == .struct && keyOf(type) != nil,
                  !state.index.isViewController(type), !state.index.isViewKind(type) else { return }
            uses.append((type, location))
        }
        for property in info.members.properties where !property.isStatic && !isBackReference(property, state) {
            if let name = property.typeName { use(name, at: property.location) }
        }
        // What a base class keeps, each subclass keeps too (`BaseStateModel.router`, in every screen's state model).
        for base in info.kind == .class ? state.index.superclasses(of: user) : [] {
            for property in state.index[base.name]?.members.properties ?? [] where !property.isStatic {
                if let name = property.typeName { use(name, at: property.location) }
            }
        }
        for reference in info.members.typeReferences where reference.callee == "resolve" { use(reference.typeName, at: reference.location) }
        for creation in info.members.creations where creation.kind == .initializer { use(creation.typeName, at: creation.location) }
        return uses
    }
}

extension FindSharedTypes {
    /// `ImporterOpenFileFlowController.present(…)` makes ImporterOpenFile's presenter, which keeps the flow
    /// controller to route: the type is that module's entry point, and the modules that hold it open it.
    /// The module of the parts it makes that keep it, when they are of one module.
    static func keptByWhatItMakes(_ type: String, keyOf: (String) -> String?, _ state: ModelState) -> String? {
        var keys = Set<String>()
        for a in state.assembliesByType[type] ?? [] {
            for made in Set(state.assemblies[a].created.map(\.typeName)) where made != type {
                guard state.keeps(made, type), let key = keyOf(made) else { continue }
                keys.insert(key)
            }
        }
        return keys.count == 1 ? keys.first : nil
    }

    /// `private weak var parent: AboutFlowControllerParent?`: a weak link, through a callback protocol, to
    /// whoever opened the holder. Nine screens' links back to the menu that opens them make the menu
    /// their parent, not plumbing they share.
    static func isBackReference(_ property: PropertyFact, _ state: ModelState) -> Bool {
        guard property.ownership != .strong, let name = property.typeName, state.index.isProtocol(name) else { return false }
        return Navigate.Targets.outputWords.contains { name.containsBytes($0) }
    }
}

/// A type that several modules use and none owns (`FindSharedTypes`).
struct SharedType: Sendable {
    /// The modules (by the names their types carry) that use it, sorted.
    var users: [String]
    /// The types whose code uses it, sorted.
    var userTypes: [String]
    /// Where they hold, create or resolve it.
    var evidence: [SourceLocation]
}
