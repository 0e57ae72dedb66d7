import SourceScanner

/// Pass 7: every stored property of a component that points at another component, with the ownership
/// the property declares. The target's role comes from the type the property names — what conforms
/// to its protocol, through typealiases and compositions — never from the property's name. A
/// property whose type says nothing useful (`AnyObject`, `UIViewController`) takes the type its
/// assemblies assign to it (`presenter.view = view` in the builder).
enum ResolveReferences: ModelPass {
    static let name = "Resolve references"

    static func run(_ state: inout ModelState) {
        // Each module's references read the components of all, and change none: found on every core.
        let found = state.map(state.modules.count) { m, state, log in references(of: state.modules[m], state, &log) }
        for m in state.modules.indices {
            state.modules[m].references = found[m]
        }
    }

    static func references(of module: Module, _ state: ModelState, _ log: inout DecisionLog) -> [Reference] {
        var result: [Reference] = []
        var seenHolders = Set<String>()
        // A type with two roles (a router that also assembles) holds its properties once, as its first role.
        // A central assembly's method (`CoreBuilder.chatsView`) holds what its type holds.
        for holder in module.components where seenHolders.insert(holder.type).inserted {
            var own: [HolderReference] = []
            let assigned = state.assignedTypes[holder.type] ?? [:]
            defer { result += withoutVagueDuplicates(own, module: module.name, assigned: assigned, &log) }
            for held in state.heldProperties(of: holder.type) {
                guard let typeName = held.typeName else { continue }
                let subject = "\(holder.type).\(held.property.name)"
                var target = state.index.tupleAliases.contains(typeName) ? nil : state.resolve(held, from: module, holderRole: holder.role)
                var reason = target.map { $0.through == .protocol ? "\(typeName) is adopted by \($0.component.type)" : "its type is \(typeName)" }
                var evidence = [held.property.location]
                var storesAnother = false
                if let found = target, found.component.role == .view, found.module == module.name, holder.role != .view,
                   UIKitClasses.isViewController(typeName),
                   let stored = state.storesAnotherController(holder.type, in: held.property.name, view: found.component) {
                    log.decide(subject, "no reference to the view", because: "it stores another controller than the module's "
                               + "view, which the same method has in hand", module: module.name, evidence: [held.property.location, stored])
                    target = nil
                    storesAnother = true
                }
                if !state.index.tupleAliases.contains(typeName),
                   target == nil || target!.component.type == holder.type && target!.module == module.name,
                   let values = state.assignedTypes[holder.type]?[held.property.name] ?? held.inheritedFrom.flatMap({ state.assignedTypes[$0]?[held.property.name] }) {
                    // What the holder stores beside its view, typed only as a controller, is not the view either.
                    for value in values where !(storesAnother && UIKitClasses.isViewController(value.typeName)) {
                        guard let found = state.resolve(value.typeName, from: module) else { continue }
                        target = (found.component, found.module, state.index.isProtocol(typeName) ? .protocol : found.through)
                        reason = "an assembly assigns it a \(value.typeName)"
                        evidence.append(value.location)
                        break
                    }
                }
                if target == nil {
                    // `let dependencies: ListPresenterDependencies`, a struct that bundles the interactor
                    // and the router: each of its stored references is the holder's, through it.
                    for inner in bundledReferences(of: typeName, from: module, state) {
                        result.append(Reference(
                            from: holder.role, to: inner.target.component.role, property: held.property.name,
                            ownership: held.property.ownership == .strong ? inner.property.ownership : held.property.ownership,
                            through: inner.target.through, type: typeName, location: held.property.location,
                            targetModule: inner.target.module == module.name ? nil : inner.target.module, inheritedFrom: held.inheritedFrom))
                        log.decide(subject, "→ \(inner.target.component.role.rawValue), \(inner.property.ownership.rawValue)",
                                   because: "\(typeName) bundles it in '\(inner.property.name)'", module: module.name,
                                   evidence: [held.property.location, inner.property.location])
                    }
                }
                guard let target, let reason, target.component.type != holder.type || target.module != module.name else { continue }
                let reference = Reference(
                    from: holder.role, to: target.component.role, property: held.property.name,
                    ownership: held.property.ownership, through: target.through, type: typeName,
                    location: held.property.location, targetModule: target.module == module.name ? nil : target.module,
                    isTemporary: held.isTemporary, inheritedFrom: held.inheritedFrom)
                own.append(HolderReference(reference: reference, subject: subject, targetType: target.component.type,
                                           isVague: reason.hasPrefix("its type") && UIKitClasses.isViewController(typeName)))
                log.decide(subject, "→ \(target.module == module.name ? "" : target.module + "'s ")\(target.component.role.rawValue), \(held.property.ownership.rawValue)",
                           because: reason, module: module.name, evidence: evidence)
            }
        }
        return result.sorted { ($0.from, $0.to, $0.property) < ($1.from, $1.to, $1.property) }
    }
}

/// A reference found for one holder, before the holder's references are weighed together.
private struct HolderReference {
    var reference: Reference
    var subject: String
    /// The component's type it points to.
    var targetType: String
    /// Found through a property typed only as a UIKit view controller (`UIViewController`).
    var isVague: Bool
}

/// `ComposeRouter { var parentVC: UIViewController; var moduleVC: ComposeVC }`: a holder that names
/// its view by its own type holds some other controller (the one that presents it) in the property
/// typed only `UIViewController`. Such a property is left out when the same holder reaches the same
/// component through a property that names it. Of several such properties and none that names it
/// (`weak var viewController: UIViewController?` beside `var containerViewController: UIViewController?`),
/// one is the view: the one the holder's code stores the view in (`self.vc = vc`, `vc` a `ChatViewController`),
/// else the one called `viewController` or `view` (names are the fallback), else the first.
private func withoutVagueDuplicates(_ own: [HolderReference], module: String, assigned: [String: [AssignedValue]],
                                    _ log: inout DecisionLog) -> [Reference] {
    func key(_ reference: Reference) -> String { "\(reference.to.rawValue)@\(reference.targetModule ?? "")" }
    let named = Set(own.filter { !$0.isVague }.map { key($0.reference) })
    var kept: [String: String] = [:]  // the vague property kept for a target no property names
    for (target, entries) in Dictionary(grouping: own.filter { $0.isVague && !named.contains(key($0.reference)) }, by: { key($0.reference) }) {
        let stored = entries.first { entry in (assigned[entry.reference.property] ?? []).contains { $0.typeName == entry.targetType } }
        kept[target] = (stored ?? entries.first { ["viewController", "view"].contains($0.reference.property) } ?? entries[0]).reference.property
    }
    return own.compactMap { entry in
        let target = key(entry.reference)
        guard entry.isVague, named.contains(target) || kept[target] != entry.reference.property else { return entry.reference }
        let other = named.contains(target) ? "in another property" : "in '\(kept[target] ?? "")'"
        log.decide(entry.subject, "→ nothing", because: "it is typed only \(entry.reference.type), and the holder keeps its "
                   + "\(entry.reference.to.rawValue) \(other): this one holds another controller",
                   module: module, evidence: [entry.reference.location], rejected: true)
        return nil
    }
}

/// The components a plain struct of dependencies holds (`struct ListPresenterDependencies { let interactor; let router }`).
private func bundledReferences(of typeName: String, from module: Module, _ state: ModelState)
    -> [(property: PropertyFact, target: ResolvedTarget)] {
    if state.index.tupleAliases.contains(typeName) {
        // Tuple elements have no declaration of their own: they take the alias's place and hold strongly.
        return state.index.resolved(typeName).compactMap { element in
            guard let target = state.resolve(element, from: module), let location = state.index.aliasLocations[typeName] else { return nil }
            return (PropertyFact(name: element, ownership: .strong, typeName: element, typeText: element, location: location), target)
        }
    }
    guard let info = state.index[typeName], info.kind == .struct, state.componentModule[typeName] == nil else { return [] }
    return info.members.properties.filter { !$0.isStatic }.compactMap { property in
        let held = HeldProperty(property: property, typeName: property.typeName, isTemporary: false, inheritedFrom: nil)
        return state.resolve(held, from: module).map { (property, $0) }
    }
}

/// A stored property as its holder sees it: inherited ones with the generic arguments put in.
struct HeldProperty {
    var property: PropertyFact
    var typeName: String?
    var isTemporary: Bool
    var inheritedFrom: String?
    /// The generic arguments of the property's type (`HomeView` in `UIHostingController<HomeView>`).
    var genericArguments: [String] = []
}

typealias ResolvedTarget = (component: Component, module: String, through: Through)

extension ModelState {
    /// The stored properties `typeName` holds, its own and (with generic arguments substituted) its
    /// superclasses'.
    func heldProperties(of typeName: String) -> [HeldProperty] {
        heldMemo.value(typeName) { findHeldProperties(of: typeName) }
    }

    private func findHeldProperties(of typeName: String) -> [HeldProperty] {
        guard let info = index[typeName] else { return [] }
        var stored = info.members.properties.filter { !$0.isStatic && !info.members.propertiesWithoutStorage.contains($0.name) }
        if info.kind == .class, SourceScanner.language(of: info.fact.location.file) == .objectiveC {
            stored = objectiveCStored(stored, of: info)
        }
        var result = stored.map {
            HeldProperty(property: $0, typeName: $0.typeName,
                         isTemporary: $0.ownership == .strong && info.members.propertiesClearedInDefer.contains($0.name),
                         inheritedFrom: nil, genericArguments: Self.genericArgumentNames(in: $0.typeText))
        }
        // `final class HomeWireframe: BaseWireframe<HomeViewController>` holds what BaseWireframe
        // holds, with `ViewController` meaning `HomeViewController`.
        var substitutions: [String: (name: String, arguments: [String])] = [:]
        for superclass in index.superclasses(of: typeName) {
            guard let parent = index[superclass.name] else { continue }
            var next: [String: (name: String, arguments: [String])] = [:]
            for (offset, (parameter, argument)) in zip(parent.fact.genericParameters, superclass.genericArguments).enumerated() {
                let nested = offset < superclass.nestedGenericArguments.count ? superclass.nestedGenericArguments[offset] : []
                next[parameter] = substitutions[argument] ?? (argument, nested)
            }
            substitutions = next
            for property in parent.members.properties where !property.isStatic && !parent.members.propertiesWithoutStorage.contains(property.name) {
                let substituted = property.typeName.flatMap { substitutions[$0] }
                result.append(HeldProperty(
                    property: property, typeName: substituted?.name ?? property.typeName,
                    isTemporary: property.ownership == .strong && parent.members.propertiesClearedInDefer.contains(property.name),
                    inheritedFrom: parent.name,
                    genericArguments: substituted?.arguments ?? Self.genericArgumentNames(in: property.typeText)))
            }
        }
        return result
    }

    /// An Objective-C class's properties with storage: a property whose getter the class writes and
    /// that its code never stores (`- (id<HomeModuleInterface>)moduleInterface { return self.presenter; }`)
    /// has none; a lazy getter (`if (!_menu) { [self makeMenu]; }`, which stores `_menu = …`) keeps it.
    private func objectiveCStored(_ own: [PropertyFact], of info: TypeInfo) -> [PropertyFact] {
        let members = info.members
        return own.filter { property in
            // A getter takes no argument: `interactor:didUpdate:` is a delegate's method, no getter.
            !(members.methods.contains { !$0.isStatic && $0.name == property.name }
                && !members.assignments.contains { $0.receiver == "self" && $0.property == property.name })
        }
    }

    /// `UIHostingController<HomeView>?` → `["HomeView"]`.
    static func genericArgumentNames(in typeText: String) -> [String] {
        // Most types have no arguments: no "<" byte, no "<" Character, without reading Characters.
        guard typeText.utf8.contains(UInt8(ascii: "<")), let open = typeText.firstIndex(of: "<"), let close = typeText.lastIndex(of: ">"), open < close else { return [] }
        let inner = typeText[typeText.index(after: open)..<close]
        return inner.identifierWords().map(String.init).filter { $0.first?.isUppercase == true }
    }

    /// Which component a type names, and whether through a protocol.
    func resolve(_ typeName: String, from module: Module) -> ResolvedTarget? {
        for name in index.resolved(typeName) {
            if let found = resolveDirectly(name, from: module) { return found }
        }
        return resolveByKinship(typeName, in: module)
    }

    /// A held property: its type (through typealiases), the protocols of a composition
    /// (`UIViewController & HomeViewInterface`), the component its type inherits from, or the view a
    /// hosting controller hosts.
    func resolve(_ held: HeldProperty, from module: Module, holderRole: Role? = nil) -> ResolvedTarget? {
        guard let typeName = held.typeName else { return nil }
        // The closures below capture the index alone, not a copy of the whole state.
        let index = self.index
        let names = (index.resolved(typeName) + held.property.additionalTypeNames.flatMap { index.resolved($0) })
        // Protocols of a composition say more than its class part (`UIViewController & HomeViewInput`): the
        // protocols first, each part in its order (as a stable sort puts them; a sort whose comparisons
        // read the index copied the index's tables for every comparison).
        let isProtocol = names.map { index.isProtocol($0) }
        let protocolsFirst = names.indices.filter { isProtocol[$0] } + names.indices.filter { !isProtocol[$0] }
        for name in protocolsFirst.map({ names[$0] }) {
            if let direct = resolveDirectly(name, from: module) {
                return (direct.component, direct.module, typeName == name ? direct.through : (index.isProtocol(name) ? .protocol : direct.through))
            }
        }
        for name in names {
            if let kin = resolveByKinship(name, in: module) { return kin }
        }
        // A router's `navigationController: UINavigationController` is the shared navigation stack,
        // not the module's view: no reference (unless the module's view is a navigation controller).
        if typeName == "UINavigationController", module.component(.view).map({ !index.isKind($0.type, of: "UINavigationController") }) ?? true {
            return nil
        }
        // `LazyHostingViewController<HomeView>`, `UIHostingController<HomeView>`: the controller hosts the view.
        if index.isViewController(typeName) || typeName.hasSuffix("HostingController") {
            for argument in held.genericArguments {
                if componentModule[argument] == module.name,
                   let component = module.components.first(where: { $0.type == argument && $0.role == .view }) {
                    return (component, module.name, .concrete)
                }
            }
        }
        return nil
    }

    private func resolveDirectly(_ typeName: String, from module: Module) -> ResolvedTarget? {
        // The module's central assembly (`moduleFactory: ModuleFactory` for `ModuleFactory.makeLogin`).
        if let builder = module.components.first(where: { $0.type == typeName && $0.member != nil }) {
            return (builder, module.name, .concrete)
        }
        if let found = component(ofType: typeName) {
            // The module's own component when the type is shared by two modules.
            if found.module != module.name, let own = module.components.first(where: { $0.type == typeName && $0.member == nil }) {
                return (own, module.name, .concrete)
            }
            return (found.component, found.module, .concrete)
        }
        // A protocol of a library the scan does not hold (`id<ZIKTViperView>`) still has the app's
        // classes that declare it.
        let conformers = index.conformers(of: typeName)
        let info = index[typeName]
        guard info?.kind == .protocol || info == nil && index.undeclaredProtocols.contains(typeName) && !conformers.isEmpty else { return nil }
        if let component = module.components.first(where: { $0.member == nil && conformers.contains($0.type) })
            ?? module.components.first(where: { conformers.contains($0.type) }) {
            return (component, module.name, .protocol)
        }
        for type in conformers.sorted() {
            if let found = component(ofType: type) { return (found.component, found.module, .protocol) }
        }
        // No component adopts the protocol (the module lacks it): its name still says which role
        // of this module it stands for, so the reference is kept with that role.
        if conformers.isEmpty, let info, let role = naming.role(ofProtocol: typeName),
           let key = naming.moduleKey(ofProtocol: typeName) ?? naming.split(typeName: typeName)?.module,
           module.components.contains(where: { naming.split(typeName: $0.type)?.module == key || module.name == key }) {
            return (Component(role: role, type: typeName, location: info.fact.location), module.name, .protocol)
        }
        return nil
    }

    /// `weak var viewController: UIViewController?` in a router: the module's view is one, or is
    /// hosted in one (a SwiftUI view behind a hosting controller).
    private func resolveByKinship(_ typeName: String, in module: Module) -> ResolvedTarget? {
        if UIKitClasses.viewControllers.contains(typeName), let view = module.component(.view),
           index[view.type]?.kind == .struct, index.isViewKind(view.type) {
            return (view, module.name, .concrete)
        }
        let kin = module.components.filter { component in
            component.member == nil && index.superclasses(of: component.type).contains { $0.name == typeName }
        }
        if let component = kin.first(where: { $0.role == .view }) ?? (kin.count == 1 ? kin.first : nil) {
            return (component, module.name, .concrete)
        }
        return nil
    }
}
