import SourceScanner

/// Pass 7: navigation. A router or builder navigates to another module when it creates that module's
/// router or builder (or calls its static `makeModule()`), holds it strongly (an app-wide
/// dependencies object wired them), has a dependency container hand it out
/// (`resolve(DetailsBuilder.self)`), or asks a central assembly for it (`assembly.makeDetailsModule()`).
enum Navigate: ModelPass {
    static let name = "Navigation"

    static func run(_ state: inout ModelState) {
        // Each module's navigation reads the state only: found on every core, its decisions filed in
        // module order (the order a serial walk filed them in).
        let found = state.map(state.modules.count) { m, state, log -> [Navigation] in
            let navigations = navigations(of: state.modules[m], state)
            let name = state.modules[m].name
            for navigation in navigations {
                log.decide("module \(name)", "opens \(navigation.target)",
                           because: "its router or builder creates, holds or asks for \(navigation.target)'s assembler",
                           module: name, evidence: [navigation.location])
            }
            return navigations
        }
        for m in state.modules.indices { state.modules[m].navigations = found[m] }
    }

    static func navigations(of module: Module, _ state: ModelState) -> [Navigation] {
        var result: [Navigation] = []
        /// The module whose router or builder a type is (or a protocol that one adopts).
        func assemblerModule(_ typeName: String) -> String? {
            // Modules by index: `module(named:)` copies the whole module to read its components.
            if let found = state.component(ofType: typeName) {
                guard found.module != module.name, let target = state.moduleByName[found.module],
                      state.modules[target].components.contains(where: { $0.type == typeName && $0.member == nil && ($0.role == .router || $0.role == .builder) })
                else { return nil }
                return found.module
            }
            guard state.index.isProtocol(typeName) else { return nil }
            let owners = Set(state.index.conformers(of: typeName).compactMap { type -> String? in
                guard let found = state.component(ofType: type), let target = state.moduleByName[found.module],
                      state.modules[target].components.contains(where: { $0.type == type && ($0.role == .router || $0.role == .builder) }) else { return nil }
                return found.module
            })
            guard owners.count == 1, let owner = owners.first, owner != module.name else { return nil }
            return owner
        }
        var holders = Set<String>()
        for holder in module.components where (holder.role == .router || holder.role == .builder) && holder.member == nil {
            guard holders.insert(holder.type).inserted, let info = state.index[holder.type] else { continue }
            for creation in info.members.creations {
                if let owner = assemblerModule(creation.typeName) {
                    result.append(Navigation(target: owner, location: creation.location))
                } else if let member = creation.member, let owner = state.central[creation.typeName]?[FindAssemblies.baseName(member)],
                          owner != module.name {
                    result.append(Navigation(target: owner, location: creation.location))
                }
            }
            let held = state.heldProperties(of: holder.type)
            for property in held where property.property.ownership == .strong && property.inheritedFrom == nil {
                if let typeName = property.typeName, let owner = assemblerModule(typeName) {
                    result.append(Navigation(target: owner, location: property.property.location))
                }
            }
            for reference in info.members.typeReferences {
                if let owner = assemblerModule(reference.typeName) {
                    result.append(Navigation(target: owner, location: reference.location))
                } else if reference.callee == "resolve", let found = state.component(ofType: FindAssemblies.concrete(reference.typeName, state.index)),
                          found.module != module.name, [.view, .presenter].contains(found.component.role) {
                    // `resolver.resolve(DetailsViewController.self)`: the container assembles Details for the router.
                    result.append(Navigation(target: found.module, location: reference.location))
                }
            }
            guard !state.central.isEmpty else { continue }
            let assemblyProperties = Dictionary(held.compactMap { property -> (String, [String: String])? in
                guard let typeName = property.typeName else { return nil }
                let types = state.index.isProtocol(typeName) ? state.index.conformers(of: typeName).sorted() : [typeName]
                return types.lazy.compactMap { state.central[$0] }.first.map { (property.property.name, $0) }
            }, uniquingKeysWith: { first, _ in first })
            for call in info.members.calls {
                if let owner = assemblyProperties[call.receiver]?[call.member], owner != module.name {
                    result.append(Navigation(target: owner, location: call.location))
                }
            }
        }
        return result.sorted { ($0.target, $0.location) < ($1.target, $1.location) }
    }
}
