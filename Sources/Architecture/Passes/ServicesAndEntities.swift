import SourceScanner

/// Pass 10: what no module claims. Services are what components hold that is no component (named by
/// the class behind a protocol); entities are the data the business side (interactors and services)
/// takes, gives and keeps. Last, since it needs every module's components and assemblers.
enum ServicesAndEntities: ModelPass {
    static let name = "Services and entities"

    static func run(_ state: inout ModelState) {
        let nodes = appNodes(modules: state.modules, componentModule: state.componentModule,
                             assemblers: Set(state.central.keys), state)
        state.services = nodes.services
        state.entities = nodes.entities
    }

    static func appNodes(modules: [Module], componentModule: [String: String], assemblers: Set<String>, _ state: ModelState)
        -> (services: [AppNode], entities: [AppNode]) {
        let index = state.index, naming = state.naming
        var services: [String: Set<String>] = [:]
        // Types the business side (interactors and services) holds or names: the candidates for entities.
        var business: [String: Set<String>] = [:]
        let serviceSuffixes = Self.serviceSuffixes
        func isDataType(_ info: TypeInfo) -> Bool {
            switch info.kind {
            case .struct, .enum: return true
            case .protocol, .actor: return false
            case .class:
                if index.isViewController(info.name) || index.isViewKind(info.name) { return false }
                if serviceSuffixes.contains(where: { info.name.hasSuffix($0) }) { return false }
                // `ZIKNoteModel`, `UserEntity`; or a class that only holds data.
                return ["Model", "Entity", "DTO", "Record"].contains(where: { info.name.hasSuffix($0) })
                    || (info.members.methods.filter { !$0.name.hasPrefix("init") }.isEmpty && !info.members.properties.isEmpty)
            }
        }
        // What each module's components hold and name, found on every core, then filed in module
        // order (the order a serial walk filed them in).
        let mentions = Parallel.map(modules.count) { m -> [(isService: Bool, name: String)] in
            let module = modules[m]
            var found: [(isService: Bool, name: String)] = []
            let componentFiles = Set(module.components.map(\.location.file))
            for component in module.components where component.member == nil {
                for held in state.heldProperties(of: component.type) {
                    guard let typeName = held.typeName, componentModule[typeName] == nil, !assemblers.contains(typeName),
                          let info = index[typeName] else { continue }
                    // A helper declared beside a component (`ListViewModelBuilder` in `ListPresenter.swift`)
                    // is the module's own, not an app service.
                    if info.kind == .class && componentFiles.contains(info.file) { continue }
                    if isDataType(info) {
                        if component.role == .interactor { found.append((isService: false, typeName)) }
                        continue
                    }
                    if info.kind == .protocol {
                        // A service behind a protocol: the protocol and what conforms to it. A protocol
                        // that a component adopts (`HomeModuleInterface`) is the module's, not a service.
                        let conformers = index.conformers(of: typeName)
                        let adoptedByComponent = conformers.contains { componentModule[$0] != nil }
                        guard naming.role(ofProtocol: typeName) == nil, !adoptedByComponent else { continue }
                        // Named by the class behind it when there is one (`TrackServicing` → `TrackService`).
                        let classes = conformers.filter { index[$0]?.kind == .class || index[$0]?.kind == .actor }
                        found.append((isService: true, classes.count == 1 ? classes.first! : typeName))
                    } else if component.role != .view, !index.isViewController(typeName), !index.isViewKind(typeName) {
                        found.append((isService: true, typeName))
                    }
                }
                // What the interactor's methods take and give (`func getShows(_: (Result<[Show], Error>) -> Void)`).
                if component.role == .interactor {
                    for name in mentionedTypes(in: index.allProtocols(of: component.type).compactMap { index[$0] } + [index[component.type]].compactMap { $0 }, index) {
                        found.append((isService: false, name))
                    }
                }
            }
            return found
        }
        for (module, found) in zip(modules, mentions) {
            for (isService, name) in found {
                if isService { services[name, default: []].insert(module.name) } else { business[name, default: []].insert(module.name) }
            }
        }
        // Shared plumbing (`FindSharedTypes`) is a service of the modules whose code uses it, whatever its name says.
        for (type, shared) in state.shared where index[type].map(isDataType) == false {
            services[type, default: []].formUnion(shared.userTypes.compactMap { componentModule[$0] })
        }
        // What services take and give, and what entities hold, are entities too.
        // In a fixed order: a type reached from two others takes the users of the first that reaches
        // it, so an order that followed the dictionaries' (seeded per process) changed `usedBy` from run to run.
        var queue = services.keys.sorted() + business.keys.sorted()
        var seen = Set(queue)
        while let name = queue.popLast() {
            guard let info = index[name] else { continue }
            let users = services[name] ?? business[name] ?? []
            // What a service takes, gives and keeps, and what an entity holds. (Plumbing such as an
            // endpoint enum is left out below, by name.)
            var mentioned = Set(info.members.properties.compactMap(\.typeName))
            if services[name] != nil { mentioned.formUnion(mentionedTypes(in: [info] + index.allProtocols(of: name).compactMap { index[$0] }, index)) }
            for other in mentioned.sorted() where !seen.contains(other) {
                seen.insert(other)
                business[other, default: []].formUnion(users)
                queue.append(other)
            }
        }
        var entities: [String: Set<String>] = [:]
        for (name, users) in business where services[name] == nil && componentModule[name] == nil {
            guard let info = index[name], isDataType(info), !isViewModelName(name) else { continue }
            entities[name] = users
        }
        func nodes(_ map: [String: Set<String>]) -> [AppNode] {
            map.keys.sorted().compactMap { name in
                index[name].map { AppNode(name: name, location: $0.fact.location, usedBy: map[name]!.sorted()) }
            }
        }
        return (nodes(services), nodes(entities))
    }

    static let serviceSuffixes = ["Service", "Servicing", "Manager", "Repository", "Client", "Store", "Provider", "API",
                                  "Storage", "Gateway", "Api", "Session", "Database"]

    /// A name that says service (`ShowService`, `UserRepository`).
    static func looksLikeService(_ name: String) -> Bool {
        serviceSuffixes.contains { name.hasSuffix($0) }
    }

    /// View models are the presenter's shapes for the view, not entities.
    /// (And endpoints, errors and settings are plumbing.)
    static func isViewModelName(_ name: String) -> Bool {
        ["ViewModel", "ViewData", "ViewState", "Row", "Cell", "DisplayItem",
         "Router", "Route", "Endpoint", "Error", "Configuration", "Config", "Keys"].contains { name.hasSuffix($0) }
    }

    /// The scanned types that the method signatures of these types name (identifiers of the signature
    /// text that the scanner folded from the syntax tree).
    static func mentionedTypes(in infos: [TypeInfo], _ index: TypeIndex) -> Set<String> {
        var result = Set<String>()
        for info in infos {
            // Private helpers are the type's plumbing, not what it offers.
            for method in info.members.methods where !method.signature.hasPrefix("private") && !method.signature.hasPrefix("fileprivate") {
                for word in method.signature[...].identifierWords()
                where word.first?.isUppercase == true && index[String(word)] != nil {
                    result.insert(String(word))
                }
            }
        }
        return result
    }
}
