import SourceScanner

// MARK: - From facts to modules
//
// The model is built in ordered passes over the scanner's facts, in the manner of Periphery's
// graph mutators. Each pass reads what the earlier ones decided; the order matters where noted.

/// Builds the `AppModel` from every file's facts by running the model passes (`ModelPasses.all`).
public struct ModelBuilder {
    private let files: [FileFacts]
    private let configuration: RoleNamingConfiguration
    private let overrides: ModelOverrides
    let naming: RoleNamer
    /// Whether the model keeps its passes' decisions (`AppModel.decisions`): what `explain`, `graph
    /// --explain`, a site and the build cache need. Without them the modules are the same.
    public var recordsDecisions = true

    public init(files: [FileFacts]) {
        self.init(files: files, naming: .default)
    }

    /// A builder that knows a project's own role names (`…Screen` views) besides the built-in ones,
    /// and the overrides of its configuration.
    public init(files: [FileFacts], naming: RoleNamingConfiguration, overrides: ModelOverrides = .none) {
        // Names read as Swift looks them up (`Presenter` inside `Map` is `Map.Presenter`), for every pass and rule.
        let sorted = files.sorted { PathKey($0.path) < PathKey($1.path) }
        self.files = NestedNames.resolve(sorted)
        self.configuration = naming
        self.overrides = overrides
        var namer = RoleNamer(naming)
        namer.objects = NestedNames.objects(in: sorted)
        (namer.templateNames, namer.templateNamespaces) = NestedNames.template(in: sorted, objects: namer.objects)
        self.naming = namer
    }

    /// Runs the passes. A repository with several sample apps that declare the same modules is
    /// built one sample app at a time, so that each app's names mean its own types.
    public func build() -> AppModel {
        // The whole app's type index is built while the sample apps are looked for on another thread:
        // a repository of one app (nearly every one) then uses it. Built here, not as the other item
        // of a `Parallel.map`: the index's own `map` runs on one core when nested in another's item.
        let files = self.files, naming = self.naming
        let search = Parallel.start { Self.sampleAppRoots(of: files, naming: naming) }
        let index = StageTimings.measure("model type index") { TypeIndex(files: files) }
        let roots = search.wait()
        var model = roots.isEmpty ? buildApp(index: index) : buildSampleApps(roots: roots)
        model.warnings = unmatchedOverrides(model)
        return model
    }

    /// One warning naming the classes whose superclass chain was cut (`TypeIndex.maximumInheritanceDepth`).
    public static func depthWarnings(_ index: TypeIndex) -> [String] {
        let cut = index.deeplyInheriting
        guard let first = cut.first else { return [] }
        let names = cut.count == 1 ? first : "\(cut.prefix(3).joined(separator: ", "))\(cut.count > 3 ? " and \(cut.count - 3) more" : "")"
        return ["inheritance deeper than \(TypeIndex.maximumInheritanceDepth) classes: \(names); only the nearest "
            + "\(TypeIndex.maximumInheritanceDepth) superclasses of each are read"]
    }

    /// The passes for one app, whose type names are unique; `index`: its type index, if built already.
    func buildApp(index: TypeIndex? = nil) -> AppModel {
        let index = index ?? TypeIndex(files: files)
        let files = self.files
        var state = ModelState(files: files, index: index, naming: naming, overrides: overrides)
        state.log.records = recordsDecisions
        ModelPasses.run(&state)
        let model = AppModel(modules: state.modules.sorted { $0.name < $1.name }, services: state.services, entities: state.entities,
                             files: files, decisions: state.decisions, excluded: Array(state.excluded), lookups: state.fileLookups.wait(),
                             types: index)
        // The passes' own tables (candidates, assemblies, what the code assigns) are thousands of
        // small objects: freed on another core while the rules run (3 ms at 1,000 modules).
        let passesState = consume state
        _ = Parallel.start(qos: .utility) { withExtendedLifetime(passesState) {} }
        return model
    }

    /// Every override that matched nothing, as a warning.
    func unmatchedOverrides(_ model: AppModel) -> [String] {
        guard !overrides.isEmpty else { return [] }
        // Matched with the same rules the passes use.
        let declared = files.flatMap { file in file.types.map { (name: $0.name, file: file.path) } }
        let names = Set(declared.map(\.name))
        var warnings: [String] = []
        for name in overrides.modules.keys.sorted() {
            for entry in overrides.modules[name]! where !declared.contains(where: { ModelOverrides.moduleEntry(entry, matches: $0.name, file: $0.file) }) {
                warnings.append("modules: \(name): '\(entry)' matches no type or folder")
            }
        }
        for type in overrides.roles.keys.sorted() where !names.contains(type) {
            warnings.append("roles: '\(type)' is no type of the app")
        }
        for entry in overrides.ignore where !declared.contains(where: { ModelOverrides.ignoreEntry(entry, matches: $0.name, file: $0.file) }) {
            warnings.append("ignore: '\(entry)' matches no type or file")
        }
        return warnings
    }

    // MARK: - Pass 0: sample apps in one repository

    /// The folders of sample apps that declare the same module components: where the paths of two
    /// declarations of `HomePresenter` part (`Demo/SwiftUI-Demo`, `Demo/UIKit-Demo`). Empty for one app.
    static func sampleAppRoots(of files: [FileFacts], naming: RoleNamer) -> [String] {
        var declared: [String: (role: Role, files: [String])] = [:]
        // By index: a loop over the facts would copy each file's and type's whole fact.
        for f in files.indices {
            for t in files[f].types.indices where files[f].types[t].kind != .protocol {
                // Presenters, interactors and assemblers are named once per app; views and
                // formatters may well be private helpers that repeat.
                let name = files[f].types[t].name
                guard let role = naming.split(typeName: name)?.role,
                      [.presenter, .interactor, .router, .builder].contains(role) else { continue }
                declared[name, default: (role, [])].files.append(files[f].path)
            }
        }
        // Sample apps repeat whole modules: two folders are two apps when they declare two or more of
        // the same names, a presenter or an interactor among them. One repeated assembly (an old copy
        // of `FVApplicationAssembly` left in another folder) makes no second app. (Folders split only
        // for the names declared twice: nearly every name is declared once.)
        var evidence: [[[Substring]]: (names: Int, core: Bool)] = [:]
        for (role, paths) in declared.values where paths.count > 1 {
            let folders = paths.map { Array($0.pathParts.dropLast()) }
            for (i, a) in folders.enumerated() {
                for b in folders[(i + 1)...] {
                    let shared = zip(a, b).prefix { $0 == $1 }.count
                    guard shared < a.count, shared < b.count else { continue }
                    let pair = [Array(a[...shared]), Array(b[...shared])].sorted { $0.lexicographicallyPrecedes($1) }
                    let old = evidence[pair] ?? (0, false)
                    evidence[pair] = (old.names + 1, old.core || role == .presenter || role == .interactor)
                }
            }
        }
        var roots = Set<[Substring]>()
        for (pair, found) in evidence where found.names >= 2 && found.core {
            roots.formUnion(pair)
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
            var builder = ModelBuilder(files: files.filter { $0.path.hasPrefix(appRoot + "/") } + shared, naming: configuration, overrides: overrides)
            builder.recordsDecisions = recordsDecisions
            return builder.buildApp()
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
                        files: files, decisions: models.flatMap(\.decisions), excluded: Array(Set(models.flatMap(\.excluded))))
    }

    // MARK: - Folders

    /// The module's folder: the one that holds most of its components when one holds more than half
    /// (a view kept in a shared `Views/` folder does not move the module), else the common folder.
    static func moduleFolder(_ paths: [String]) -> String {
        let folders = paths.map(\.folderOfPath)
        let common = folders.dropFirst().reduce(folders.first ?? "") { $0.sharedFolder(with: $1) }
        let counts = Dictionary(grouping: folders, by: { $0 }).mapValues(\.count)
        guard let (folder, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
              count * 2 > paths.count, folder != common, folder.hasPrefix(common) else { return common }
        return folder
    }

    /// The folder that holds a module's folder names its group (`Catalog` for `Modules/Catalog/Home`).
    static func group(ofFolder folder: String) -> String {
        folder.pathParts.dropLast().last.map(String.init) ?? "App"
    }
}
