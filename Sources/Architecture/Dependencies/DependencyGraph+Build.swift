import SourceScanner

// MARK: - Reading the dependencies out of the model
//
// Each kind of evidence is one small collector; the graph is what they find, module by module.
// A collector reads only module A's own code: its components' declarations with their extensions,
// and their files' imports. A name counts when it belongs to exactly one other module (a component
// type of it, or a protocol the model gives it); shared types, services and central assemblies
// belong to no module, so depending on them makes no edge.

/// A module's own code: each component type of its own with its declaration (and extensions), found
/// once per module for every collector.
typealias OwnTypes = [(component: Component, info: TypeInfo)]

/// One kind of evidence that module A depends on another.
protocol DependencyCollector: Sendable {
    /// The evidence in `module`'s code (`own`: its own component types), each with the module it points at.
    func evidence(in module: Module, own: OwnTypes, _ context: DependencyContext) -> [(to: String, evidence: DependencyEvidence)]
}

/// What the collectors look things up in, built once per graph.
struct DependencyContext {
    let model: AppModel
    let index: ModelIndex
    /// A type or protocol name → the one module it belongs to, and its role there when it is a component.
    let owners: [String: (module: String, role: Role?)]
    /// A package target (a group) → its modules, for imports.
    let modulesByGroup: [String: [String]]
    /// Types that several modules have as a component (an app-wide assembly building each): their
    /// code is no one module's.
    let sharedComponents: Set<String>

    init(model: AppModel) {
        self.model = model
        index = model.index
        var owners: [String: (module: String, role: Role?)] = [:]
        var claimedTwice: Set<String> = []
        func claim(_ name: String, _ module: String, _ role: Role?) {
            if let owner = owners[name], owner.module != module { claimedTwice.insert(name) } else { owners[name] = (module, role) }
        }
        for module in model.modules {
            // A central assembly's method is a component; its type belongs to every module it builds.
            for component in module.components where component.member == nil { claim(component.type, module.name, component.role) }
            for proto in module.protocols { claim(proto.name, module.name, nil) }
        }
        for name in claimedTwice { owners[name] = nil }
        self.owners = owners
        sharedComponents = claimedTwice
        modulesByGroup = Dictionary(grouping: model.modules.map { ($0.group, $0.name) }, by: \.0).mapValues { $0.map(\.1) }
    }

    /// The module that a name, read in `module`'s code, points at: nil for its own types and for
    /// names that belong to no single module. Typealiases are followed.
    func owner(of name: String, from module: String) -> (module: String, type: String, role: Role?)? {
        for resolved in index.types.resolved(name) {
            if let owner = owners[resolved], owner.module != module { return (owner.module, resolved, owner.role) }
        }
        return nil
    }

    /// The declarations (with extensions) of a module's own component types.
    func ownTypes(of module: Module) -> OwnTypes {
        module.components.compactMap { component in
            guard component.member == nil, !sharedComponents.contains(component.type), let info = index.types.info(named: component.type, nearestTo: component.location.file) else { return nil }
            return (component, info)
        }
    }
}

extension DependencyGraph {
    /// The collectors, in the order their evidence is listed.
    static let collectors: [any DependencyCollector] = [
        NavigationEvidence(), ReferenceEvidence(), CreationEvidence(), ConformanceEvidence(), ImportEvidence(),
    ]

    /// The dependencies of a model's modules.
    public init(model: AppModel) {
        let context = DependencyContext(model: model)
        let found = Parallel.map(model.modules.count) { m -> [ModuleDependency] in
            let module = model.modules[m]
            var byTarget: [String: Set<DependencyEvidence>] = [:]
            let own = context.ownTypes(of: module)
            for collector in Self.collectors {
                for (to, evidence) in collector.evidence(in: module, own: own, context) where to != module.name {
                    byTarget[to, default: []].insert(evidence)
                }
            }
            return byTarget.map { ModuleDependency(from: module.name, to: $0.key, evidence: Array($0.value)) }
        }
        self.init(edges: Array(found.joined()))
    }
}

/// A's router, builder, presenter or view opens B.
struct NavigationEvidence: DependencyCollector {
    func evidence(in module: Module, own: OwnTypes, _ context: DependencyContext) -> [(to: String, evidence: DependencyEvidence)] {
        module.navigations.map { navigation in
            (navigation.target, DependencyEvidence(kind: .navigation, location: navigation.location, detail: "\(module.name) opens \(navigation.target)"))
        }
    }
}

/// A component of A holds one of B's types in a property, or resolves one (`resolve(B.self)`).
struct ReferenceEvidence: DependencyCollector {
    func evidence(in module: Module, own: OwnTypes, _ context: DependencyContext) -> [(to: String, evidence: DependencyEvidence)] {
        var result: [(to: String, evidence: DependencyEvidence)] = []
        for (component, info) in own {
            for property in info.members.properties {
                for name in [property.typeName].compactMap({ $0 }) + property.additionalTypeNames {
                    guard let owner = context.owner(of: name, from: module.name) else { continue }
                    result.append((owner.module, DependencyEvidence(kind: .reference, location: property.location,
                        detail: "\(component.type).\(property.name) holds \(owner.type)", targetType: owner.type, targetRole: owner.role)))
                }
            }
            for reference in info.members.typeReferences {
                guard let owner = context.owner(of: reference.typeName, from: module.name) else { continue }
                result.append((owner.module, DependencyEvidence(kind: .reference, location: reference.location,
                    detail: "\(component.type) \(reference.callee.map { "passes \(owner.type) to \($0)" } ?? "names \(owner.type)")",
                    targetType: owner.type, targetRole: owner.role)))
            }
        }
        return result
    }
}

/// A component of A creates one of B's types (a static call on one is a reference).
struct CreationEvidence: DependencyCollector {
    func evidence(in module: Module, own: OwnTypes, _ context: DependencyContext) -> [(to: String, evidence: DependencyEvidence)] {
        own.flatMap { component, info in
            info.members.creations.compactMap { creation -> (to: String, evidence: DependencyEvidence)? in
                guard let owner = context.owner(of: creation.typeName, from: module.name) else { return nil }
                // `B.make()` or `B.classForCoder()`: a static call names B's type, and may or may not make one.
                if creation.kind == .staticCall {
                    return (owner.module, DependencyEvidence(kind: .reference, location: creation.location,
                        detail: "\(component.type) calls \(owner.type).\(creation.member ?? "init")", targetType: owner.type, targetRole: owner.role))
                }
                return (owner.module, DependencyEvidence(kind: .creation, location: creation.location,
                    detail: "\(component.type) creates \(owner.type)", targetType: owner.type, targetRole: owner.role))
            }
        }
    }
}

/// A component of A adopts one of B's protocols or inherits one of B's classes, in its declaration or an extension.
struct ConformanceEvidence: DependencyCollector {
    func evidence(in module: Module, own: OwnTypes, _ context: DependencyContext) -> [(to: String, evidence: DependencyEvidence)] {
        var result: [(to: String, evidence: DependencyEvidence)] = []
        for (component, info) in own {
            for inherited in info.inherits {
                guard let owner = context.owner(of: inherited.name, from: module.name) else { continue }
                let location = place(of: inherited.name, adoptedBy: info, context) ?? info.fact.location
                result.append((owner.module, DependencyEvidence(kind: .conformance, location: location,
                    detail: "\(component.type) adopts \(owner.type)", targetType: owner.type, targetRole: owner.role)))
            }
        }
        return result
    }

    /// The extension that adds the conformance, when one does (else the declaration says it).
    private func place(of name: String, adoptedBy info: TypeInfo, _ context: DependencyContext) -> SourceLocation? {
        guard !info.fact.inherits.contains(where: { $0.name == name }) else { return nil }
        for file in info.extensionFiles {
            let found = context.index.filesByPath[file]?.extensions.first { $0.extendedType == info.name && $0.conformances.contains { $0.name == name } }
            if let found { return found.location }
        }
        return nil
    }
}

/// A component's file imports the package target that holds B, when B is the target's only module.
struct ImportEvidence: DependencyCollector {
    func evidence(in module: Module, own: OwnTypes, _ context: DependencyContext) -> [(to: String, evidence: DependencyEvidence)] {
        let files = Set(own.map(\.component.location.file))
        return files.sorted().flatMap { path -> [(to: String, evidence: DependencyEvidence)] in
            (context.index.filesByPath[path]?.imports ?? []).compactMap { fact in
                guard fact.module != module.group, let modules = context.modulesByGroup[fact.module], modules.count == 1 else { return nil }
                return (modules[0], DependencyEvidence(kind: .import, location: fact.location, detail: "imports \(fact.module)"))
            }
        }
    }
}
