import Architecture
import Foundation
import SourceScanner

// MARK: - Facts the model does not carry
//
// The model keeps modules, components and references; some rules need more of the scanner's facts
// about a component (its files' imports, its creations and closures, its superclasses). These
// helpers derive them from the model's index (`context.index`), built once per model.

extension RuleContext {
    /// Every type of the app, with its extensions merged.
    var types: TypeIndex { index.types }

    /// The facts of one scanned file.
    func file(_ path: String) -> FileFacts? { index.filesByPath[path] }

    /// The declaration of a component's type; with several of one name (two sample apps in one
    /// repository), the one nearest to the component's file.
    func info(of component: Component) -> TypeInfo? {
        types.info(named: component.type, nearestTo: component.location.file)
    }

    /// The app's services by their class and by every protocol the class adopts (`ItemServicing`),
    /// computed once per run.
    var serviceNames: Set<String> {
        memo.value("service-names") { Set(model.services.flatMap { [$0.name] + types.allProtocols(of: $0.name) }) }
    }

    /// The component of the reference's role that declares its property (the holder named as the code
    /// declares it: with two builders, the one that has the property), or nil when none does. Of several
    /// that declare it, the one declared in the property's file.
    func holder(of reference: Reference, in module: Module) -> Component? {
        let candidates = module.components.filter { $0.role == reference.from }
        // Most modules have one component of a role: it holds the property (read no declarations).
        guard candidates.count > 1 else { return candidates.first }
        let types = self.types  // one copy of the index, not one per lookup
        var first: Component?
        for component in candidates {
            let declares = ([component.type] + types.superclasses(of: component.type).map(\.name)).contains { owner in
                types.types[owner]?.members.properties.contains { $0.name == reference.property && !$0.isStatic } ?? false
            }
            guard declares else { continue }
            if component.location.file == reference.location.file { return component }
            first = first ?? component
        }
        return first
    }

    /// The component of the reference's target role that its type names (itself or a protocol it
    /// adopts), else the module's first of that role: the target as the code declares it when the
    /// module has several (a hosting controller, its SwiftUI view, a view model).
    func target(of reference: Reference, in module: Module) -> Component? {
        let candidates = module.components.filter { $0.role == reference.to }
        guard candidates.count > 1 else { return candidates.first }
        let named = Set(types.resolved(reference.type))
        return candidates.first { named.contains($0.type) || !named.isDisjoint(with: types.allProtocols(of: $0.type)) } ?? candidates.first
    }

    /// The types of the app that hold a type strongly, by the name the property gives (a class or a
    /// protocol), computed once per run.
    var strongHolders: [String: Set<String>] {
        memo.value("strong-holders") {
            let types = self.types  // one copy of the index, not one per property
            var holders: [String: Set<String>] = [:]
            for (name, info) in types.types {
                let members = info.members
                for property in members.properties where !property.isStatic && property.ownership == .strong
                    && !members.propertiesWithoutStorage.contains(property.name) {
                    // Through typealiases too (`DashboardPresenterProtocol = …Input & …Output`).
                    for target in ([property.typeName].compactMap({ $0 }) + property.additionalTypeNames).flatMap(types.resolved) {
                        holders[target, default: []].insert(name)
                    }
                }
            }
            return holders
        }
    }

    /// The types that hold `type` strongly, through its own name or a protocol of the app it adopts
    /// (not `NSObject`, which every class answers to), `excluding` some.
    func typesHoldingStrongly(_ type: String, excluding: Set<String>) -> Set<String> {
        let holders = strongHolders, types = self.types
        let protocols = types.allProtocols(of: type).filter { types.types.index(forKey: $0) != nil }
        return ([type] + protocols).reduce(into: Set<String>()) { found, name in
            found.formUnion(holders[name] ?? [])
        }.subtracting(excluding)
    }

    /// What a component's declaration and its extensions declare and do.
    func members(of component: Component) -> MemberFacts {
        info(of: component)?.members ?? MemberFacts()
    }

    /// The files a component is written in: its declaration's and its extensions' (for Objective-C,
    /// the `.m` with its `@implementation`), declaration first.
    func files(of component: Component) -> [FileFacts] {
        var paths = [component.location.file]
        if let info = info(of: component) {
            for path in info.extensionFiles where !paths.contains(path) { paths.append(path) }
        }
        return paths.compactMap { file($0) }
    }

    /// The module and role of every component of the app, by type name.
    var componentsByType: [String: (module: Module, component: Component)] { index.componentsByType }
}
