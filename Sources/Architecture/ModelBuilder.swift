import SourceScanner

// MARK: - From facts to modules
//
// The model is built in ordered passes over the scanner's facts, in the manner of Periphery's
// graph mutators. Each pass reads what the earlier ones decided; the order matters where noted.

/// Builds the `AppModel` from every file's facts.
public struct ModelBuilder {
    public let index: TypeIndex
    private let files: [FileFacts]
    private let configuration: RoleNamingConfiguration
    let naming: RoleNamer

    public init(files: [FileFacts]) {
        self.init(files: files, naming: .default)
    }

    /// A builder that knows a project's own role names (`…Screen` views) besides the built-in ones.
    public init(files: [FileFacts], naming: RoleNamingConfiguration) {
        self.files = files.sorted { $0.path < $1.path }
        self.index = TypeIndex(files: self.files)
        self.configuration = naming
        self.naming = RoleNamer(naming)
    }

    /// Runs the passes in order. A repository with several sample apps that declare the same
    /// modules is built one sample app at a time, so that each app's names mean its own types.
    public func build() -> AppModel {
        let roots = Self.sampleAppRoots(of: files, naming: naming)
        guard !roots.isEmpty else { return buildApp() }
        return buildSampleApps(roots: roots)
    }

    /// The passes for one app, whose type names are unique.
    func buildApp() -> AppModel {
        // 1. Candidates must be known before modules form (names and conformances say who may play a role).
        var candidates = classifyCandidates()
        // 2. Who assembles whom corrects the names: must come after 1 (it moves candidates between
        //    modules) and before 3 (which picks one candidate per role).
        let assemblies = attributeByAssembly(&candidates)
        // 3. Modules form from candidates; the code's creations confirm assemblers.
        var modules = formModules(candidates)
        let componentModule = Dictionary(
            modules.flatMap { module in module.components.map { ($0.type, module.name) } },
            uniquingKeysWith: { first, _ in first })
        let moduleByKey = Dictionary(candidates.compactMap { candidate in
            componentModule[candidate.info.name].map { (candidate.key, $0) }
        }, uniquingKeysWith: { first, _ in first })
        let central = centralAssemblies(assemblies, moduleByKey: moduleByKey)
        // 4. References need every module's components, since a reference may cross modules.
        for i in modules.indices {
            modules[i].references = references(of: modules[i], componentModule: componentModule, modules: modules)
            modules[i].navigations = navigations(of: modules[i], componentModule: componentModule, modules: modules, central: central)
            modules[i].protocols = protocols(of: modules[i])
            modules[i].style = style(of: modules[i])
        }
        let (services, entities) = appNodes(modules: modules, componentModule: componentModule, assemblers: Set(central.keys))
        return AppModel(modules: modules.sorted { $0.name < $1.name }, services: services, entities: entities, files: files)
    }

    // MARK: - Pass 0: sample apps in one repository

    /// The folders of sample apps that declare the same module components: where the paths of two
    /// declarations of `HomePresenter` part (`Demo/SwiftUI-Demo`, `Demo/UIKit-Demo`). Empty for one app.
    static func sampleAppRoots(of files: [FileFacts], naming: RoleNamer) -> [String] {
        var declared: [String: [[Substring]]] = [:]
        for file in files {
            for type in file.types where type.kind != .protocol {
                // Presenters, interactors and assemblers are named once per app; views and
                // formatters may well be private helpers that repeat.
                guard let role = naming.split(typeName: type.name)?.role,
                      [.presenter, .interactor, .router, .builder].contains(role) else { continue }
                declared[type.name, default: []].append(file.path.split(separator: "/").dropLast().map { $0 })
            }
        }
        var roots = Set<[Substring]>()
        for folders in declared.values where folders.count > 1 {
            for (i, a) in folders.enumerated() {
                for b in folders[(i + 1)...] {
                    let shared = zip(a, b).prefix { $0 == $1 }.count
                    guard shared < a.count, shared < b.count else { continue }
                    roots.insert(Array(a[...shared]))
                    roots.insert(Array(b[...shared]))
                }
            }
        }
        // The outermost folders: a sample app inside another's folder is part of it.
        let outer = roots.filter { root in !roots.contains { $0.count < root.count && Array(root.prefix($0.count)) == $0 } }
        let result = outer.map { $0.joined(separator: "/") }.sorted()
        return result.count > 1 ? result : []
    }

    /// Builds each sample app with the files no sample app holds, then puts the modules together,
    /// telling apart modules of one name by their sample app's folder: `Home (UIKit-Demo)`.
    func buildSampleApps(roots: [String]) -> AppModel {
        func root(of path: String) -> String? { roots.first { path.hasPrefix($0 + "/") } }
        let shared = files.filter { root(of: $0.path) == nil }
        let models = roots.map { appRoot in
            ModelBuilder(files: files.filter { $0.path.hasPrefix(appRoot + "/") } + shared, naming: configuration).buildApp()
        }
        // Modules made only of shared files come out of every sample app's build: keep one.
        var kept: [(app: Int, module: Module)] = []
        var seen = Set<[SourceLocation]>()
        var duplicateOf: [Int: [String: [SourceLocation]]] = [:]
        for (app, model) in models.enumerated() {
            for module in model.modules {
                let identity = module.components.map(\.location).sorted()
                if seen.insert(identity).inserted {
                    kept.append((app, module))
                } else {
                    duplicateOf[app, default: [:]][module.name] = identity
                }
            }
        }
        // New names where two sample apps use one.
        let counts = Dictionary(grouping: kept.map(\.module.name), by: { $0 }).mapValues(\.count)
        var newNames: [String] = kept.map { entry in
            guard counts[entry.module.name, default: 0] > 1, let appRoot = root(of: entry.module.folder + "/") else { return entry.module.name }
            return "\(entry.module.name) (\(appRoot.split(separator: "/").last.map(String.init) ?? appRoot))"
        }
        let recounts = Dictionary(grouping: newNames, by: { $0 }).mapValues(\.count)
        for i in newNames.indices where recounts[newNames[i], default: 0] > 1 {
            newNames[i] = "\(kept[i].module.name) (\(kept[i].module.folder))"
        }
        let nameByIdentity = Dictionary(zip(kept.map { $0.module.components.map(\.location).sorted() }, newNames),
                                        uniquingKeysWith: { first, _ in first })
        var renames: [Int: [String: String]] = [:]
        for (i, entry) in kept.enumerated() { renames[entry.app, default: [:]][entry.module.name] = newNames[i] }
        for (app, duplicates) in duplicateOf {
            for (name, identity) in duplicates { renames[app, default: [:]][name] = nameByIdentity[identity] ?? name }
        }
        func renamed(_ name: String, in app: Int) -> String { renames[app]?[name] ?? name }

        var modules: [Module] = []
        for (i, entry) in kept.enumerated() {
            var module = entry.module
            module.name = newNames[i]
            module.references = module.references.map { reference in
                var reference = reference
                reference.targetModule = reference.targetModule.map { renamed($0, in: entry.app) }
                return reference
            }
            module.navigations = module.navigations.map { Navigation(target: renamed($0.target, in: entry.app), location: $0.location) }
                .sorted { ($0.target, $0.location) < ($1.target, $1.location) }
            modules.append(module)
        }
        func mergeNodes(_ lists: [(app: Int, nodes: [AppNode])]) -> [AppNode] {
            var merged: [String: AppNode] = [:]
            for (app, nodes) in lists {
                for node in nodes {
                    let usedBy = node.usedBy.map { renamed($0, in: app) }
                    if var existing = merged[node.name] {
                        existing.usedBy = Array(Set(existing.usedBy + usedBy)).sorted()
                        merged[node.name] = existing
                    } else {
                        merged[node.name] = AppNode(name: node.name, location: node.location, usedBy: usedBy.sorted())
                    }
                }
            }
            return merged.keys.sorted().map { merged[$0]! }
        }
        return AppModel(modules: modules.sorted { $0.name < $1.name },
                        services: mergeNodes(models.enumerated().map { ($0.offset, $0.element.services) }),
                        entities: mergeNodes(models.enumerated().map { ($0.offset, $0.element.entities) }),
                        files: files)
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
            if let (key, role) = naming.split(typeName: name) {
                result.append(Candidate(info: info, role: role, key: keyByConformance(of: info, role: role, nameKey: key)))
                continue
            }
            // No role in the name: a conformance to a role protocol may give one (`HomeScreen: HomeViewInterface`).
            for parent in info.inherits {
                guard index.isProtocol(parent.name), let role = naming.role(ofProtocol: parent.name),
                      let key = moduleKey(ofProtocol: parent.name) else { continue }
                result.append(Candidate(info: info, role: role, key: key))
                break
            }
        }
        joinViewNamedObjectiveCComponents(&result)
        applyModuleFolders(&result)
        return result
    }

    /// A configured module folder (`roles.modules: [Features/*]`) overrides the names: every candidate
    /// under it takes the folder's name as its module.
    func applyModuleFolders(_ candidates: inout [Candidate]) {
        guard !naming.moduleFolders.isEmpty else { return }
        for i in candidates.indices {
            let folders = candidates[i].info.file.split(separator: "/").dropLast()
            // The deepest matching folder wins.
            for depth in stride(from: folders.count, through: 1, by: -1) {
                let folder = folders.prefix(depth).joined(separator: "/")
                if naming.moduleFolders.contains(where: { Glob.matchesExactly($0, folder) }) {
                    candidates[i].key = String(folders[depth - 1])
                    break
                }
            }
        }
    }

    /// `WeatherLocationModalRouter: WeatherLocationRouter` and `WeatherListSwiftInjectBuilder: WeatherListBuilder`
    /// name a variant between the module's name and the role: the protocol they adopt says the module.
    func keyByConformance(of info: TypeInfo, role: Role, nameKey: String) -> String {
        for parent in info.inherits where index.isProtocol(parent.name) {
            guard let key = moduleKey(ofProtocol: parent.name), key != nameKey, nameKey.hasPrefix(key),
                  naming.role(ofProtocol: parent.name) == role else { continue }
            return key
        }
        return nameKey
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
        naming.moduleKey(ofProtocol: name)
    }

    // MARK: - Pass 2: who assembles whom

    /// What a type's assembling functions build: function base name → module key of the presenter it creates.
    typealias Assemblies = [String: [String: String]]

    /// Names are inconsistent in real apps (`ToDosRouter` creates `ToDoController`; `ForgettPasswordRouter`
    /// creates `ForgettPasswortPresenter`); the code says who belongs together. A router or builder's
    /// function that creates its own module's components assembles that module: what else it creates
    /// joins the module, when no assembler of its own claims it. An assembler whose own name has no
    /// presenter joins the one module whose presenter it creates. Returns, for every type, the
    /// functions that create a presenter, and whose.
    func attributeByAssembly(_ candidates: inout [Candidate]) -> Assemblies {
        var byType: [String: Int] = [:]
        for (i, candidate) in candidates.enumerated() { byType[candidate.info.name] = i }
        func hasRole(_ key: String, _ roles: Set<Role>) -> Bool {
            candidates.contains { $0.key == key && roles.contains($0.role) }
        }
        func functionName(_ function: String?) -> String {
            function.map { String($0.prefix { $0 != "(" }) } ?? ""
        }
        // Every type's functions that create a presenter (central assemblies are found among them).
        var assemblies: Assemblies = [:]
        for name in index.types.keys.sorted() {
            guard let info = index[name], info.kind != .protocol else { continue }
            for creation in info.members.creations {
                guard let i = byType[creation.typeName], candidates[i].role == .presenter, creation.typeName != name else { continue }
                assemblies[name, default: [:]][functionName(creation.function)] = candidates[i].key
            }
        }
        let assemblers = candidates.indices.filter { [.router, .builder].contains(candidates[$0].role) }
            .sorted { candidates[$0].info.name < candidates[$1].info.name }
        // (a) An assembler alone under its name joins the one module whose presenter it creates.
        for a in assemblers where !hasRole(candidates[a].key, [.view, .presenter, .interactor, .formatter]) {
            let keys = Set(candidates[a].info.members.creations.compactMap { creation -> String? in
                guard let i = byType[creation.typeName], candidates[i].role == .presenter else { return nil }
                return candidates[i].key
            })
            guard keys.count == 1, let key = keys.first, !hasRole(key, [candidates[a].role]) else { continue }
            candidates[a].key = key
        }
        // (b) What an assembling function creates joins the assembler's module.
        for a in assemblers {
            let assembler = candidates[a]
            let byFunction = Dictionary(grouping: assembler.info.members.creations, by: { $0.function ?? "" })
            for function in byFunction.keys.sorted() {
                let created = byFunction[function]!.map(\.typeName).filter { $0 != assembler.info.name }
                let own = created.compactMap { byType[$0] }.filter { candidates[$0].key == assembler.key }
                guard !own.isEmpty else { continue }
                // The roles the function fills with the module's own components (and the assembler's).
                var filled = Set(own.map { candidates[$0].role })
                filled.insert(assembler.role)
                for typeName in Set(created).sorted() {
                    if let i = byType[typeName] {
                        let key = candidates[i].key
                        guard key != assembler.key, !filled.contains(candidates[i].role),
                              !hasRole(key, [.router, .builder]) else { continue }
                        candidates[i].key = assembler.key
                        filled.insert(candidates[i].role)
                    } else if !filled.contains(.view), let info = index[typeName], info.kind == .class,
                              index.isViewController(typeName) {
                        // `let view = LoginScreen()`: a view controller without a role in its name.
                        candidates.append(Candidate(info: info, role: .view, key: assembler.key))
                        byType[typeName] = candidates.count - 1
                        filled.insert(.view)
                    }
                }
            }
        }
        return assemblies
    }

    /// A type with functions that each assemble a different module (`AppAssembly.makeLoginModule()`,
    /// `makeHomeModule()`): function base name → module name.
    func centralAssemblies(_ assemblies: Assemblies, moduleByKey: [String: String]) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for (type, functions) in assemblies {
            let modules = functions.compactMapValues { moduleByKey[$0] }
            guard Set(modules.values).count > 1 else { continue }
            result[type] = modules
        }
        return result
    }

    // MARK: - Pass 3: modules

    func formModules(_ candidates: [Candidate]) -> [Module] {
        let grouped = Dictionary(grouping: candidates, by: \.key)
        // The first file (by path) of each file name, for finding a module's Interfaces/Contract file.
        var fileByName: [String: String] = [:]
        for file in files {
            let base = file.path.split(separator: "/").last.map(String.init) ?? file.path
            if fileByName[base] == nil { fileByName[base] = file.path }
        }
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
            let folder = Self.moduleFolder(components.map(\.location.file))
            let folderName = folder.split(separator: "/").last.map(String.init) ?? key
            // `ZIKHome…` in `Modules/Home`: the folder says the module's name without the class prefix.
            let name = key.hasSuffix(folderName) && folderName.first?.isUppercase == true ? folderName : key
            let parent = folder.split(separator: "/").dropLast().last.map(String.init) ?? "App"
            let interfaces = ["\(key)Interfaces.swift", "\(key)Contract.swift", "\(name)Interfaces.swift", "\(name)Contract.swift",
                              "\(key)ViewProtocol.h", "\(key)Protocols.h"].compactMap { fileByName[$0] }.min()
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

    /// Among several candidates for one role, prefer a view controller for the view, then the one the
    /// others create or hold, then the more specific name (`HomeViewController` over a `HomeView` it contains).
    func rank(_ candidate: Candidate, in group: [Candidate]) -> (Int, Int, Int, String) {
        let name = candidate.info.name
        let used = group.reduce(0) { count, other in
            count + other.info.members.creations.filter { $0.typeName == name }.count
                + other.info.members.properties.filter { $0.typeName == name }.count
        }
        // A view controller is the view; a UIView it holds (its root view, a subview) is not.
        let isController = candidate.role == .view && index.isViewController(name) ? 1 : 0
        // Ties go to the alphabetically first name (max picks the largest, so invert).
        return (isController, used, naming.specificityRank(of: name), String(name.reversed()))
    }

    /// The module's folder: the one that holds most of its components when one holds more than half
    /// (a view kept in a shared `Views/` folder does not move the module), else the common folder.
    static func moduleFolder(_ paths: [String]) -> String {
        let common = commonFolder(paths)
        let folders = paths.map { $0.split(separator: "/").dropLast().joined(separator: "/") }
        let counts = Dictionary(grouping: folders, by: { $0 }).mapValues(\.count)
        guard let (folder, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
              count * 2 > paths.count, folder != common, folder.hasPrefix(common) else { return common }
        return folder
    }

    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    // MARK: - Pass 4: references

    /// A stored property as its holder sees it: inherited ones with the generic arguments put in.
    struct HeldProperty {
        var property: PropertyFact
        var typeName: String?
        var isTemporary: Bool
        var inheritedFrom: String?
        /// The generic arguments of the property's type (`HomeView` in `UIHostingController<HomeView>`).
        var genericArguments: [String] = []
    }

    func heldProperties(of typeName: String) -> [HeldProperty] {
        guard let info = index[typeName] else { return [] }
        var result = info.members.properties.filter { !$0.isStatic }.map {
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
            for property in parent.members.properties where !property.isStatic {
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

    /// `UIHostingController<HomeView>?` → `["HomeView"]`.
    static func genericArgumentNames(in typeText: String) -> [String] {
        guard let open = typeText.firstIndex(of: "<"), let close = typeText.lastIndex(of: ">"), open < close else { return [] }
        let inner = typeText[typeText.index(after: open)..<close]
        return inner.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isUppercase == true }
    }

    /// Which component a type names, and whether through a protocol.
    func resolve(_ typeName: String, from module: Module, modules: [Module], componentModule: [String: String])
        -> (component: Component, module: String, through: Through)? {
        resolveDirectly(typeName, from: module, modules: modules, componentModule: componentModule)
            ?? resolveByKinship(typeName, in: module)
    }

    /// A held property: its type, the protocols of a composition (`UIViewController<HomeViewInterface>`),
    /// the component its type inherits from, or the view a hosting controller hosts.
    func resolve(_ held: HeldProperty, from module: Module, modules: [Module], componentModule: [String: String],
                 holderRole: Role? = nil) -> (component: Component, module: String, through: Through)? {
        guard let typeName = held.typeName else { return nil }
        if let direct = resolveDirectly(typeName, from: module, modules: modules, componentModule: componentModule) { return direct }
        for other in held.property.additionalTypeNames {
            if let found = resolveDirectly(other, from: module, modules: modules, componentModule: componentModule) { return found }
        }
        if let kin = resolveByKinship(typeName, in: module) { return kin }
        // `weak var navigationController: UINavigationController?` in a router: its handle on the
        // module's view, which the navigation controller contains.
        if holderRole == .router, typeName == "UINavigationController" || index.superclasses(of: typeName).contains(where: { $0.name == "UINavigationController" }),
           let view = module.component(.view), !index.isKind(view.type, of: "UINavigationController") {
            return (view, module.name, .concrete)
        }
        // `LazyHostingViewController<HomeView>`, `UIHostingController<HomeView>`: the controller hosts the view.
        if index.isViewController(typeName) {
            for argument in held.genericArguments {
                if let owner = componentModule[argument], owner == module.name,
                   let component = module.components.first(where: { $0.type == argument && $0.role == .view }) {
                    return (component, module.name, .concrete)
                }
            }
        }
        return nil
    }

    private func resolveDirectly(_ typeName: String, from module: Module, modules: [Module], componentModule: [String: String])
        -> (component: Component, module: String, through: Through)? {
        if let owner = componentModule[typeName], let target = modules.first(where: { $0.name == owner }),
           let component = target.components.first(where: { $0.type == typeName }) {
            return (component, owner, .concrete)
        }
        guard index.isProtocol(typeName) else { return nil }
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
        if conformers.isEmpty, let role = naming.role(ofProtocol: typeName),
           let key = moduleKey(ofProtocol: typeName) ?? naming.split(typeName: typeName)?.module,
           module.components.contains(where: { naming.split(typeName: $0.type)?.module == key }) {
            return (Component(role: role, type: typeName, location: index[typeName]!.fact.location), module.name, .protocol)
        }
        return nil
    }

    /// `weak var viewController: UIViewController?` in a router: the module's view is one.
    private func resolveByKinship(_ typeName: String, in module: Module) -> (component: Component, module: String, through: Through)? {
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
                      let target = resolve(held, from: module, modules: modules, componentModule: componentModule, holderRole: holder.role),
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

    // MARK: - Pass 5: navigation

    /// A router or builder navigates to another module when it creates that module's router or
    /// builder (or calls its static `makeModule()`), holds it strongly (an app-wide dependencies
    /// object wired them), has a dependency container hand it out (`resolve(DetailsBuilder.self)`),
    /// or asks a central assembly for it (`assembly.makeDetailsModule()`).
    func navigations(of module: Module, componentModule: [String: String], modules: [Module],
                     central: [String: [String: String]] = [:]) -> [Navigation] {
        var result: [Navigation] = []
        /// The module whose router or builder a type is (or a protocol that one adopts).
        func assemblerModule(_ typeName: String) -> String? {
            if let owner = componentModule[typeName] {
                guard owner != module.name, let target = modules.first(where: { $0.name == owner }),
                      let role = target.components.first(where: { $0.type == typeName })?.role,
                      role == .router || role == .builder else { return nil }
                return owner
            }
            guard index.isProtocol(typeName) else { return nil }
            let owners = Set(index.conformers(of: typeName).compactMap { type -> String? in
                guard let owner = componentModule[type], let target = modules.first(where: { $0.name == owner }),
                      let role = target.components.first(where: { $0.type == type })?.role,
                      role == .router || role == .builder else { return nil }
                return owner
            })
            guard owners.count == 1, let owner = owners.first, owner != module.name else { return nil }
            return owner
        }
        for holder in module.components where holder.role == .router || holder.role == .builder {
            guard let info = index[holder.type] else { continue }
            for creation in info.members.creations {
                if let owner = assemblerModule(creation.typeName) {
                    result.append(Navigation(target: owner, location: creation.location))
                } else if let member = creation.member, let owner = central[creation.typeName]?[member], owner != module.name {
                    result.append(Navigation(target: owner, location: creation.location))
                }
            }
            let held = heldProperties(of: holder.type)
            for property in held where property.property.ownership == .strong && property.inheritedFrom == nil {
                if let typeName = property.typeName, let owner = assemblerModule(typeName) {
                    result.append(Navigation(target: owner, location: property.property.location))
                }
            }
            for reference in info.members.typeReferences {
                if let owner = assemblerModule(reference.typeName) {
                    result.append(Navigation(target: owner, location: reference.location))
                }
            }
            guard !central.isEmpty else { continue }
            let assemblyProperties = Dictionary(held.compactMap { property -> (String, [String: String])? in
                guard let typeName = property.typeName else { return nil }
                let types = index.isProtocol(typeName) ? index.conformers(of: typeName).sorted() : [typeName]
                return types.lazy.compactMap { central[$0] }.first.map { (property.property.name, $0) }
            }, uniquingKeysWith: { first, _ in first })
            for call in info.members.calls {
                if let owner = assemblyProperties[call.receiver]?[call.member], owner != module.name {
                    result.append(Navigation(target: owner, location: call.location))
                }
            }
        }
        return result.sorted { ($0.target, $0.location) < ($1.target, $1.location) }
    }

    // MARK: - Pass 6: protocols and style

    func protocols(of module: Module) -> [ModuleProtocol] {
        let moduleFiles = Set(module.components.map(\.location.file) + [module.interfacesFile].compactMap { $0 })
        // A protocol is the module's when named after it: `HomeViewInterface`, or with the class
        // prefix its components carry (`ZIKHomeViewProtocol` in module `Home`).
        let prefixes = Set([module.name] + module.components.compactMap { naming.split(typeName: $0.type)?.module })
        let adopted = module.components.map { (component: $0, protocols: index.allProtocols(of: $0.type)) }
        // Only protocols declared in the module's files or adopted by its components can be its own.
        var names = Set(adopted.flatMap(\.protocols))
        for file in files where moduleFiles.contains(file.path) { names.formUnion(file.types.map(\.name)) }
        var result: [ModuleProtocol] = []
        for name in names.sorted() {
            guard let info = index[name], info.kind == .protocol else { continue }
            let adopters = adopted.filter { $0.protocols.contains(name) }.map(\.component)
            let inModuleFile = moduleFiles.contains(info.file)
            let isNamedAfterModule = prefixes.contains { name.hasPrefix($0) }
            guard inModuleFile || !adopters.isEmpty && moduleKey(ofProtocol: name) != nil && isNamedAfterModule else { continue }
            // Protocols shared by every module (`ViewInterface`) are adopted through refinement but are not the module's.
            guard inModuleFile || isNamedAfterModule else { continue }
            result.append(ModuleProtocol(
                name: name, role: adopters.first?.role ?? naming.role(ofProtocol: name), location: info.fact.location,
                classBound: index.isClassBound(name), methods: info.members.methods.map(\.signature), docComment: info.fact.docComment))
        }
        return result
    }

    func style(of module: Module) -> ModuleStyle {
        if module.components.contains(where: { SourceScanner.language(of: $0.location.file) == .objectiveC }) {
            // ZIKViper's prefix or its view protocols; other Objective-C VIPER (objc.io's `eventHandler`
            // with `ModuleInterface`s) is its own dialect.
            let zik = module.components.contains { $0.type.hasPrefix("ZIK") }
                || module.components.contains { component in
                    index.allProtocols(of: component.type).contains { $0.hasSuffix("ViewEventHandler") || $0.hasSuffix("ViewDataSource") }
                }
            return zik ? .zikviper : .custom
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

    // MARK: - Pass 7: services and entities

    func appNodes(modules: [Module], componentModule: [String: String], assemblers: Set<String> = [])
        -> (services: [AppNode], entities: [AppNode]) {
        var services: [String: Set<String>] = [:]
        // Types the business side (interactors and services) holds or names: the candidates for entities.
        var business: [String: Set<String>] = [:]
        let serviceSuffixes = ["Service", "Servicing", "Manager", "Repository", "Client", "Store", "Provider", "API",
                               "Storage", "Gateway", "Api", "Session", "Database"]
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
        for module in modules {
            let componentFiles = Set(module.components.map(\.location.file))
            for component in module.components {
                for held in heldProperties(of: component.type) {
                    guard let typeName = held.typeName, componentModule[typeName] == nil, !assemblers.contains(typeName),
                          let info = index[typeName] else { continue }
                    // A helper declared beside a component (`ListViewModelBuilder` in `ListPresenter.swift`)
                    // is the module's own, not an app service.
                    if info.kind == .class && componentFiles.contains(info.file) { continue }
                    if isDataType(info) {
                        if component.role == .interactor { business[typeName, default: []].insert(module.name) }
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
                        services[classes.count == 1 ? classes.first! : typeName, default: []].insert(module.name)
                    } else if component.role != .view, !index.isViewController(typeName), !index.isViewKind(typeName) {
                        services[typeName, default: []].insert(module.name)
                    }
                }
                // What the interactor's methods take and give (`func getShows(_: (Result<[Show], Error>) -> Void)`).
                if component.role == .interactor {
                    for name in mentionedTypes(in: index.allProtocols(of: component.type).compactMap { index[$0] } + [index[component.type]].compactMap { $0 }) {
                        business[name, default: []].insert(module.name)
                    }
                }
            }
        }
        // What services take and give, and what entities hold, are entities too.
        var queue = Array(services.keys) + Array(business.keys)
        var seen = Set(queue)
        while let name = queue.popLast() {
            guard let info = index[name] else { continue }
            let users = services[name] ?? business[name] ?? []
            // What a service takes, gives and keeps, and what an entity holds. (Plumbing such as an
            // endpoint enum is left out below, by name.)
            var mentioned = Set(info.members.properties.compactMap(\.typeName))
            if services[name] != nil { mentioned.formUnion(mentionedTypes(in: [info] + index.allProtocols(of: name).compactMap { index[$0] })) }
            for other in mentioned where !seen.contains(other) {
                seen.insert(other)
                business[other, default: []].formUnion(users)
                queue.append(other)
            }
        }
        var entities: [String: Set<String>] = [:]
        for (name, users) in business where services[name] == nil && componentModule[name] == nil {
            guard let info = index[name], isDataType(info), !Self.isViewModelName(name) else { continue }
            entities[name] = users
        }
        func nodes(_ map: [String: Set<String>]) -> [AppNode] {
            map.keys.sorted().compactMap { name in
                index[name].map { AppNode(name: name, location: $0.fact.location, usedBy: map[name]!.sorted()) }
            }
        }
        return (nodes(services), nodes(entities))
    }

    /// View models are the presenter's shapes for the view, not entities.
    /// (And endpoints, errors and settings are plumbing.)
    static func isViewModelName(_ name: String) -> Bool {
        ["ViewModel", "ViewData", "ViewState", "Row", "Cell", "DisplayItem",
         "Router", "Route", "Endpoint", "Error", "Configuration", "Config", "Keys"].contains { name.hasSuffix($0) }
    }

    /// The scanned types that the method signatures of these types name (identifiers of the signature
    /// text that the scanner folded from the syntax tree).
    func mentionedTypes(in infos: [TypeInfo]) -> Set<String> {
        var result = Set<String>()
        for info in infos {
            // Private helpers are the type's plumbing, not what it offers.
            for method in info.members.methods where !method.signature.hasPrefix("private") && !method.signature.hasPrefix("fileprivate") {
                for word in method.signature.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                where word.first?.isUppercase == true && index[String(word)] != nil {
                    result.insert(String(word))
                }
            }
        }
        return result
    }
}
