import SourceScanner

// MARK: - From facts to modules
//
// The model is built in ordered passes over the scanner's facts, in the manner of Periphery's
// graph mutators. Each pass reads what the earlier ones decided; the order matters where noted.

/// Builds the `AppModel` from every file's facts.
public struct ModelBuilder {
    public let index: TypeIndex
    private let files: [FileFacts]

    public init(files: [FileFacts]) {
        self.files = files.sorted { $0.path < $1.path }
        self.index = TypeIndex(files: self.files)
    }

    /// Runs the passes in order.
    public func build() -> AppModel {
        // 1. Candidates must be known before modules form (names and conformances say who may play a role).
        let candidates = classifyCandidates()
        // 2. Modules form from candidates; the code's creations confirm assemblers.
        var modules = formModules(candidates)
        let componentModule = Dictionary(
            modules.flatMap { module in module.components.map { ($0.type, module.name) } },
            uniquingKeysWith: { first, _ in first })
        // 3. References need every module's components, since a reference may cross modules.
        for i in modules.indices {
            modules[i].references = references(of: modules[i], componentModule: componentModule, modules: modules)
            modules[i].navigations = navigations(of: modules[i], componentModule: componentModule, modules: modules)
            modules[i].protocols = protocols(of: modules[i])
            modules[i].style = style(of: modules[i])
        }
        let (services, entities) = appNodes(modules: modules, componentModule: componentModule)
        return AppModel(modules: modules.sorted { $0.name < $1.name }, services: services, entities: entities, files: files)
    }

    // MARK: - Pass 1: candidates

    struct Candidate {
        var info: TypeInfo
        var role: Role
        var key: String
    }

    func classifyCandidates() -> [Candidate] {
        var result: [Candidate] = []
        for name in index.types.keys.sorted() {
            guard let info = index[name], info.kind != .protocol else { continue }
            if let (key, role) = RoleNaming.split(typeName: name) {
                result.append(Candidate(info: info, role: role, key: key))
                continue
            }
            // No role in the name: a conformance to a role protocol may give one (`HomeScreen: HomeViewInterface`).
            for parent in info.inherits {
                guard index.isProtocol(parent.name), let role = RoleNaming.role(ofProtocol: parent.name),
                      let key = moduleKey(ofProtocol: parent.name) else { continue }
                result.append(Candidate(info: info, role: role, key: key))
                break
            }
        }
        joinViewNamedObjectiveCComponents(&result)
        return result
    }

    /// ZIKViper names the presenter and the router after the view: `ZIKNoteListViewPresenter` and
    /// `ZIKNoteListViewRouter` belong with `ZIKNoteListViewController` (key `ZIKNoteList`), not to a
    /// module `ZIKNoteListView`. Only Objective-C types are joined so, and only when the longer key
    /// has no view of its own while the shorter one exists.
    func joinViewNamedObjectiveCComponents(_ candidates: inout [Candidate]) {
        let keys = Set(candidates.map(\.key))
        let keysWithView = Set(candidates.filter { $0.role == .view }.map(\.key))
        for i in candidates.indices {
            let key = candidates[i].key
            guard candidates[i].role != .view, key.hasSuffix("View"), !keysWithView.contains(key),
                  SourceScanner.language(of: candidates[i].info.file) == .objectiveC else { continue }
            let base = String(key.dropLast("View".count))
            if keys.contains(base) { candidates[i].key = base }
        }
    }

    /// `HomeViewInterface` → `Home`.
    func moduleKey(ofProtocol name: String) -> String? {
        var base = name
        for suffix in RoleNaming.protocolSuffixes where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        return RoleNaming.split(typeName: base)?.module
    }

    // MARK: - Pass 2: modules

    func formModules(_ candidates: [Candidate]) -> [Module] {
        let grouped = Dictionary(grouping: candidates, by: \.key)
        var modules: [Module] = []
        for key in grouped.keys.sorted() {
            let group = grouped[key]!
            let groupTypes = Set(group.map(\.info.name))
            var chosen: [Role: Candidate] = [:]
            for role in Role.allCases {
                let options = group.filter { $0.role == role && isPlausible($0, groupTypes: groupTypes) }
                if let best = options.max(by: { rank($0, in: group) < rank($1, in: group) }) {
                    chosen[role] = best
                }
            }
            // A module has a presenter, or a view with something that assembles it.
            let hasAssembler = chosen[.router] != nil || chosen[.builder] != nil
            guard chosen[.presenter] != nil || (chosen[.view] != nil && hasAssembler) else { continue }
            let components = chosen.values.map { candidate in
                Component(role: candidate.role, type: candidate.info.name,
                          location: candidate.info.fact.location, docComment: candidate.info.fact.docComment)
            }.sorted { ($0.role, $0.type) < ($1.role, $1.type) }
            let folder = Self.commonFolder(components.map(\.location.file))
            let folderName = folder.split(separator: "/").last.map(String.init) ?? key
            // `ZIKHome…` in `Modules/Home`: the folder says the module's name without the class prefix.
            let name = key.hasSuffix(folderName) && folderName.first?.isUppercase == true ? folderName : key
            let parent = folder.split(separator: "/").dropLast().last.map(String.init) ?? "App"
            let interfaces = files.first { file in
                let base = file.path.split(separator: "/").last.map(String.init) ?? ""
                return ["\(key)Interfaces.swift", "\(key)Contract.swift", "\(name)Interfaces.swift", "\(name)Contract.swift",
                        "\(key)ViewProtocol.h", "\(key)Protocols.h"].contains(base)
            }?.path
            modules.append(Module(name: name, style: .custom, group: parent, folder: folder, components: components,
                                  interfacesFile: interfaces))
        }
        return modules
    }

    /// Whether a candidate can play its role: routers of endpoints (`enum NetworkRouter`) and
    /// builders of requests create no component, so they play none.
    func isPlausible(_ candidate: Candidate, groupTypes: Set<String>) -> Bool {
        switch candidate.role {
        case .builder:
            return candidate.info.members.creations.contains { groupTypes.contains($0.typeName) }
        case .router:
            if candidate.info.kind == .enum {
                return candidate.info.members.creations.contains { groupTypes.contains($0.typeName) }
            }
            return true
        case .presenter, .interactor:
            return candidate.info.kind != .enum
        case .view, .formatter:
            return true
        }
    }

    /// Among several candidates for one role, prefer the one the others create or hold, then the
    /// more specific name (`HomeViewController` over a `HomeView` it contains).
    func rank(_ candidate: Candidate, in group: [Candidate]) -> (Int, Int, String) {
        let name = candidate.info.name
        let used = group.reduce(0) { count, other in
            count + other.info.members.creations.filter { $0.typeName == name }.count
                + other.info.members.properties.filter { $0.typeName == name }.count
        }
        let suffixRank = RoleNaming.typeSuffixes.count - (RoleNaming.typeSuffixes.firstIndex { name.hasSuffix($0.suffix) } ?? 0)
        // Ties go to the alphabetically first name (max picks the largest, so invert).
        return (used, suffixRank, String(name.reversed()))
    }

    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    // MARK: - Pass 3: references

    /// A stored property as its holder sees it: inherited ones with the generic arguments put in.
    struct HeldProperty {
        var property: PropertyFact
        var typeName: String?
        var isTemporary: Bool
        var inheritedFrom: String?
    }

    func heldProperties(of typeName: String) -> [HeldProperty] {
        guard let info = index[typeName] else { return [] }
        var result = info.members.properties.filter { !$0.isStatic }.map {
            HeldProperty(property: $0, typeName: $0.typeName,
                         isTemporary: $0.ownership == .strong && info.members.propertiesClearedInDefer.contains($0.name),
                         inheritedFrom: nil)
        }
        // `final class HomeWireframe: BaseWireframe<HomeViewController>` holds what BaseWireframe
        // holds, with `ViewController` meaning `HomeViewController`.
        var substitutions: [String: String] = [:]
        for superclass in index.superclasses(of: typeName) {
            guard let parent = index[superclass.name] else { continue }
            var next: [String: String] = [:]
            for (parameter, argument) in zip(parent.fact.genericParameters, superclass.genericArguments) {
                next[parameter] = substitutions[argument] ?? argument
            }
            substitutions = next
            for property in parent.members.properties where !property.isStatic {
                result.append(HeldProperty(
                    property: property, typeName: property.typeName.map { substitutions[$0] ?? $0 },
                    isTemporary: property.ownership == .strong && parent.members.propertiesClearedInDefer.contains(property.name),
                    inheritedFrom: parent.name))
            }
        }
        return result
    }

    /// Which component a type names, and whether through a protocol.
    func resolve(_ typeName: String, from module: Module, modules: [Module], componentModule: [String: String])
        -> (component: Component, module: String, through: Through)? {
        if let owner = componentModule[typeName], let target = modules.first(where: { $0.name == owner }),
           let component = target.components.first(where: { $0.type == typeName }) {
            return (component, owner, .concrete)
        }
        if index.isProtocol(typeName) {
            let conformers = index.conformers(of: typeName)
            let own = module.components.filter { conformers.contains($0.type) }
            if let component = own.first { return (component, module.name, .protocol) }
            for type in conformers.sorted() {
                if let owner = componentModule[type], let target = modules.first(where: { $0.name == owner }),
                   let component = target.components.first(where: { $0.type == type }) {
                    return (component, owner, .protocol)
                }
            }
            // No component adopts the protocol (the module lacks it): its name still says which role
            // of this module it stands for, so the reference is kept with that role.
            if conformers.isEmpty, let role = RoleNaming.role(ofProtocol: typeName),
               let key = moduleKey(ofProtocol: typeName) ?? RoleNaming.split(typeName: typeName)?.module,
               module.components.contains(where: { RoleNaming.split(typeName: $0.type)?.module == key }) {
                return (Component(role: role, type: typeName, location: index[typeName]!.fact.location), module.name, .protocol)
            }
            return nil
        }
        // `weak var viewController: UIViewController?` in a router: the module's view is one.
        let kin = module.components.filter { component in
            index.superclasses(of: component.type).contains { $0.name == typeName }
        }
        if let component = kin.first(where: { $0.role == .view }) ?? (kin.count == 1 ? kin.first : nil) {
            return (component, module.name, .concrete)
        }
        return nil
    }

    func references(of module: Module, componentModule: [String: String], modules: [Module]) -> [Reference] {
        var result: [Reference] = []
        for holder in module.components {
            for held in heldProperties(of: holder.type) {
                guard let typeName = held.typeName,
                      let target = resolve(typeName, from: module, modules: modules, componentModule: componentModule),
                      target.component.type != holder.type || target.module != module.name else { continue }
                result.append(Reference(
                    from: holder.role, to: target.component.role, property: held.property.name,
                    ownership: held.property.ownership, through: target.through, type: typeName,
                    location: held.property.location, targetModule: target.module == module.name ? nil : target.module,
                    isTemporary: held.isTemporary, inheritedFrom: held.inheritedFrom))
            }
        }
        return result.sorted { ($0.from, $0.to, $0.property) < ($1.from, $1.to, $1.property) }
    }

    // MARK: - Pass 4: navigation

    /// A router or builder that creates another module's router or builder navigates to it.
    func navigations(of module: Module, componentModule: [String: String], modules: [Module]) -> [Navigation] {
        var result: [Navigation] = []
        for holder in module.components where holder.role == .router || holder.role == .builder {
            guard let info = index[holder.type] else { continue }
            for creation in info.members.creations {
                guard let owner = componentModule[creation.typeName], owner != module.name,
                      let target = modules.first(where: { $0.name == owner }),
                      let role = target.components.first(where: { $0.type == creation.typeName })?.role,
                      role == .router || role == .builder else { continue }
                result.append(Navigation(target: owner, location: creation.location))
            }
        }
        return result.sorted { ($0.target, $0.location) < ($1.target, $1.location) }
    }

    // MARK: - Pass 5: protocols and style

    func protocols(of module: Module) -> [ModuleProtocol] {
        let moduleFiles = Set(module.components.map(\.location.file) + [module.interfacesFile].compactMap { $0 })
        // A protocol is the module's when named after it: `HomeViewInterface`, or with the class
        // prefix its components carry (`ZIKHomeViewProtocol` in module `Home`).
        let prefixes = Set([module.name] + module.components.compactMap { RoleNaming.split(typeName: $0.type)?.module })
        var result: [ModuleProtocol] = []
        for name in index.types.keys.sorted() {
            guard let info = index[name], info.kind == .protocol else { continue }
            let adopters = module.components.filter { index.allProtocols(of: $0.type).contains(name) }
            let inModuleFile = moduleFiles.contains(info.file)
            let isNamedAfterModule = prefixes.contains { name.hasPrefix($0) }
            guard inModuleFile || !adopters.isEmpty && moduleKey(ofProtocol: name) != nil && isNamedAfterModule else { continue }
            // Protocols shared by every module (`ViewInterface`) are adopted through refinement but are not the module's.
            guard inModuleFile || isNamedAfterModule else { continue }
            result.append(ModuleProtocol(
                name: name, role: adopters.first?.role ?? RoleNaming.role(ofProtocol: name), location: info.fact.location,
                classBound: index.isClassBound(name), methods: info.members.methods.map(\.signature), docComment: info.fact.docComment))
        }
        return result
    }

    func style(of module: Module) -> ModuleStyle {
        if module.components.contains(where: { SourceScanner.language(of: $0.location.file) == .objectiveC }) {
            return .zikviper
        }
        let types = module.components.map(\.type)
        if module.interfacesFile?.hasSuffix("Interfaces.swift") == true
            || module.components.contains(where: { $0.role == .router && index.superclasses(of: $0.type).contains { $0.name == "BaseWireframe" } }) {
            return .infinum
        }
        if module.interfacesFile?.hasSuffix("Contract.swift") == true || types.contains(where: { $0.hasSuffix("ModuleFactory") }) {
            return .contract
        }
        if types.contains(where: { $0.contains("Default") }) && module.components.contains(where: { $0.role == .builder }) {
            return .viperb
        }
        return .custom
    }

    // MARK: - Pass 6: services and entities

    func appNodes(modules: [Module], componentModule: [String: String]) -> (services: [AppNode], entities: [AppNode]) {
        var services: [String: Set<String>] = [:]
        var entities: [String: Set<String>] = [:]
        for module in modules {
            for component in module.components {
                for held in heldProperties(of: component.type) {
                    guard let typeName = held.typeName, componentModule[typeName] == nil, let info = index[typeName] else { continue }
                    if info.kind == .struct || info.kind == .enum {
                        if info.members.methods.isEmpty || info.kind == .struct { entities[typeName, default: []].insert(module.name) }
                    } else if info.kind == .protocol {
                        // A service behind a protocol: the protocol and what conforms to it.
                        if RoleNaming.role(ofProtocol: typeName) == nil { services[typeName, default: []].insert(module.name) }
                    } else if component.role != .view {
                        services[typeName, default: []].insert(module.name)
                    }
                }
            }
        }
        func nodes(_ map: [String: Set<String>]) -> [AppNode] {
            map.keys.sorted().compactMap { name in
                index[name].map { AppNode(name: name, location: $0.fact.location, usedBy: map[name]!.sorted()) }
            }
        }
        return (nodes(services), nodes(entities))
    }
}
