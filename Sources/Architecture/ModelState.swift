import SourceScanner

// MARK: - The typed state the model passes share
//
// The model stage is an ordered list of small passes (`ModelPasses.all`), in the manner of
// Periphery's `SourceGraphMutatorRunner`: each pass reads what the earlier ones left in one
// `ModelState` and refines it. Lookups (types by name, components by type, modules by name) are
// built once here and kept current by the passes that change what they index.

/// One step of the model stage.
protocol ModelPass {
    /// The name `viper-docs explain` prints before the pass's decisions: "Assign modules".
    static var name: String { get }
    static func run(_ state: inout ModelState)
}

/// A type that may play a role in a module, before modules form.
struct Candidate: Sendable {
    var info: TypeInfo
    var role: Role
    /// The module key the candidate belongs to (`Home` for `HomePresenter`).
    var key: String
}

/// Everything the passes know, from the facts to the finished modules.
struct ModelState {
    // MARK: Inputs
    let files: [FileFacts]
    let index: TypeIndex
    let naming: RoleNamer
    let overrides: ModelOverrides
    /// The files by path and their types (the model's `FileLookups`), and the first file of each
    /// file name (`Home/HomeContract.swift` for `HomeContract.swift`): they depend on the files only,
    /// so they are made on another core while the first passes run.
    let fileLookups: Parallel.Pending<FileLookups>
    let fileByName: Parallel.Pending<[String: String]>
    /// What each type holds (`heldProperties(of:)`), found once: four passes ask it of the same
    /// components, on both cores (1.6 % of `check`'s CPU when each asked anew).
    let heldMemo = Memo<String, [HeldProperty]>()

    // MARK: Found by the passes, in the order they run
    /// The app's own classes, structs, enums and actors, by name (protocols and ignored types left out).
    var typeNames: [String] = []
    /// Who creates and wires whom, function by function (`FindAssemblies`).
    var assemblies: [Assembly] = []
    /// Indices into `assemblies`, by the assembling type.
    var assembliesByType: [String: [Int]] = [:]
    /// The types that view controllers hold (for a presenter whose view has no role in its name).
    var typesHeldByViewControllers: Set<String> = []
    /// The property a type's assignments give a value of a known type: holder → property → assigned types.
    var assignedTypes: [String: [String: [AssignedValue]]] = [:]
    /// Types several modules use and none owns, found before modules form (`FindSharedTypes`): never
    /// a component, always a service.
    var shared: [String: SharedType] = [:]
    /// Types that may play a role, with their module keys (`AssignModules`).
    var candidates: [Candidate] = []
    /// Candidate index by type name (kept current by the passes that add candidates).
    var candidateByType: [String: Int] = [:]
    /// Further components of a role a module already has, by module key (`CompositeModules`).
    var extraMembers: [String: [ExtraMember]] = [:]
    /// Keys whose presenter another module's assembler creates as one of its own: no module of their own.
    var absorbedKeys: Set<String> = []
    /// Further components of a role that the code's structure explains, by module name: the SwiftUI view
    /// a hosting controller hosts, each use case a presenter makes. No doubt of several of a role.
    var explainedVariants: [String: Set<String>] = [:]
    /// Types with functions that each create another module's presenter: type → function → module key.
    var presenterFactories: [String: [String: String]] = [:]
    var modules: [Module] = []
    /// Module name → index into `modules`.
    var moduleByName: [String: Int] = [:]
    /// Component type → the module it belongs to (the first, when two modules share a type).
    var componentModule: [String: String] = [:]
    /// Component type → where it is a component: module index, role, and whether the whole type is
    /// (not one of its methods), in module order. Made with `componentModule`.
    var componentSlots: [String: [ComponentSlot]] = [:]
    /// Each module's name, its components' types and an empty text, in order, when `moduleByName`
    /// and `componentModule` were last made.
    private var indexedShape: [String] = []
    /// A central assembly's functions, each assembling another module: type → function → module name.
    var central: [String: [String: String]] = [:]
    var services: [AppNode] = []
    var entities: [AppNode] = []
    /// Files the model leaves out, and why (test code, template placeholders, the configuration's `ignore:`).
    var excluded: Set<Exclusion> = []
    /// What each pass decided and why, in pass order (`viper-docs explain`): `log.pass` is the pass
    /// now running, stamped on its decisions. `log.records` is off for a model no one asks why of
    /// (`check`, `graph` without `--explain`), where putting 18,599 decisions into words cost 4 % of
    /// `check` at 1,000 modules.
    var log = DecisionLog(pass: "")
    var decisions: [Decision] { log.decisions }

    init(files: [FileFacts], naming: RoleNamer, overrides: ModelOverrides) {
        self.init(files: files, index: TypeIndex(files: files), naming: naming, overrides: overrides)
    }

    /// `index`: the type index of `files`.
    init(files: [FileFacts], index: TypeIndex, naming: RoleNamer, overrides: ModelOverrides) {
        self.files = files
        self.index = index
        self.naming = naming
        self.overrides = overrides
        fileLookups = Parallel.start { FileLookups(files: files) }
        fileByName = Parallel.start { Self.firstFileByName(files) }
    }

    /// The first file (by path) of each file name.
    static func firstFileByName(_ files: [FileFacts]) -> [String: String] {
        var fileByName: [String: String] = [:]
        for f in files.indices {
            let path = files[f].path
            // The text after the last "/" (as `split(separator: "/").last`, for a file's path), without the split.
            let base = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
            if fileByName[base] == nil { fileByName[base] = path }
        }
        return fileByName
    }

    // MARK: - Lookups kept current

    // These run after every pass that changes what they index (seven times in `AssignRoles`): built
    // at their final size, and with one hash lookup per entry — walking backwards, the first entry
    // of a name is the one written last.

    mutating func reindexCandidates() {
        var byType: [String: Int] = [:]
        byType.reserveCapacity(candidates.count)
        for offset in candidates.indices.reversed() {
            byType[candidates[offset].info.name] = offset
        }
        candidateByType = byType
    }

    mutating func reindexModules() {
        // The tables depend on the modules' names and their components' types, in order, only: when
        // those are the ones indexed last (nothing was added, removed or renamed since), they stand.
        var shape: [String] = []
        shape.reserveCapacity(indexedShape.count)
        for m in modules.indices {
            shape.append(modules[m].name)
            for c in modules[m].components.indices { shape.append(modules[m].components[c].type) }
            shape.append("")  // no module's name nor type: ends the module
        }
        guard shape != indexedShape else { return }
        indexedShape = shape
        var byName: [String: Int] = [:]
        byName.reserveCapacity(modules.count)
        // By index: a `Module` bound to a name is a copy (a retain of each of its fields).
        for offset in modules.indices {
            byName[modules[offset].name] = offset
        }
        var byComponent: [String: String] = [:]
        byComponent.reserveCapacity(componentModule.count)
        for m in modules.indices.reversed() {
            for c in modules[m].components.indices.reversed() {
                byComponent[modules[m].components[c].type] = modules[m].name
            }
        }
        var slots: [String: [ComponentSlot]] = [:]
        slots.reserveCapacity(byComponent.count)
        for m in modules.indices {
            for c in modules[m].components.indices {
                let component = modules[m].components[c]
                slots[component.type, default: []].append(ComponentSlot(module: m, component: c, role: component.role, whole: component.member == nil))
            }
        }
        moduleByName = byName
        componentModule = byComponent
        componentSlots = slots
    }

    /// Whether a type is, as a whole, a component of one of these roles in the module at index `m`.
    func isComponent(_ type: String, ofModuleAt m: Int, roles: Set<Role>? = nil) -> Bool {
        componentSlots[type]?.contains { $0.module == m && (roles == nil || $0.whole && roles!.contains($0.role)) } ?? false
    }

    /// The module key of a presenter candidate (nil for a type that is none).
    func presenterKey(of type: String) -> String? {
        guard let i = candidateByType[type], candidates[i].role == .presenter else { return nil }
        return candidates[i].key
    }

    /// The assembling functions of one type (`FindAssemblies` indexes them once).
    func assemblies(of type: String) -> [Assembly] {
        (assembliesByType[type] ?? []).map { assemblies[$0] }
    }

    func module(named name: String) -> Module? {
        moduleByName[name].map { modules[$0] }
    }

    /// The module and role of the component a type is, as `component(ofType:)` finds it, without
    /// copying the component.
    func role(ofComponent type: String) -> (module: String, role: Role)? {
        wholeSlot(ofType: type).map { ($0.module, $0.slot.role) }
    }

    /// The component a type is in the module that holds it (its first role when it has two).
    func component(ofType type: String) -> (component: Component, module: String)? {
        // Through the index, not `module(named:)`: that copies the whole module for one component.
        wholeSlot(ofType: type).map { (modules[$0.slot.module].components[$0.slot.component], $0.module) }
    }

    /// A class of the app that may be a component no name says (a presenter or an interactor by what
    /// it does): not shared, no view or view controller, not named as a service.
    func isPlainClass(_ type: String) -> Bool {
        guard index[type]?.kind == .class, shared[type] == nil else { return false }
        return !index.isViewController(type) && !index.isViewKind(type) && !ServicesAndEntities.looksLikeService(type)
    }

    /// Where a type is a whole component of the module `componentModule` gives it.
    private func wholeSlot(ofType type: String) -> (module: String, slot: ComponentSlot)? {
        guard let owner = componentModule[type], let m = moduleByName[owner],
              let slot = componentSlots[type]?.first(where: { $0.module == m && $0.whole }) else { return nil }
        return (owner, slot)
    }

    // MARK: - Decisions

    /// Records why something was decided (or, with `rejected`, why an option was turned down), as
    /// `DecisionLog.decide`: put into words only when the log records.
    mutating func decide(_ subject: @autoclosure () -> String, _ verdict: @autoclosure () -> String,
                         because reason: @autoclosure () -> String, module: @autoclosure () -> String? = nil,
                         evidence: @autoclosure () -> [SourceLocation] = [], rejected: Bool = false) {
        log.decide(subject(), verdict(), because: reason(), module: module(), evidence: evidence(), rejected: rejected)
    }
}

extension Decision {
    /// A decision whose evidence keeps one entry per line: a reader follows `file:line`, and two
    /// columns of one line say nothing more.
    init(pass: String, subject: String, module: String?, verdict: String, reason: String, distinctLines evidence: [SourceLocation], rejected: Bool) {
        // Sorted, the locations of one line are neighbours: the first of each run is kept.
        var unique: [SourceLocation] = []
        for location in evidence.sorted() where unique.last.map({ $0.line != location.line || $0.file != location.file }) ?? true {
            unique.append(location)
        }
        self.init(pass: pass, subject: subject, module: module, verdict: verdict, reason: reason, evidence: unique, rejected: rejected)
    }
}

/// A value a type's code assigns to a property: `presenter.view = view` in a builder.
struct AssignedValue: Sendable, Hashable {
    var typeName: String
    var location: SourceLocation
}

/// One function's worth of assembling: `HomeBuilder.build()` creates and wires these types.
struct Assembly: Sendable {
    /// The type whose function this is (`HomeBuilder`, `AppAssembly`, `HomeRouter`).
    var type: String
    /// The function's base name (`build`, `makeHomeModule`, `createModule`); "" for a property's initial value.
    var function: String
    /// Every type the function creates, resolves or assigns, in source order, with where.
    let created: [(typeName: String, location: SourceLocation)]
    /// Where the function is (its first creation when the method is not known).
    var location: SourceLocation
    /// A dependency container's registrations made here (Swinject, Typhoon).
    var isContainer: Bool
    /// `created` by type name.
    let createdTypes: CreatedTypes

    init(type: String, function: String, created: [(typeName: String, location: SourceLocation)], location: SourceLocation, isContainer: Bool) {
        self.type = type
        self.function = function
        self.created = created
        self.location = location
        self.isContainer = isContainer
        createdTypes = CreatedTypes(created)
    }
}

// MARK: - The passes, in order

enum ModelPasses {
    /// The model stage. The order matters where a comment says why.
    static var all: [any ModelPass.Type] { [
        CollectDeclarations.self,
        // Typealiases must be resolved before anything reads a property's or a conformance's type.
        ResolveConformances.self,
        // Assemblies are evidence only; they must be known before modules form, since they move
        // types between modules whose names disagree.
        FindAssemblies.self,
        // Shared plumbing must be known before modules form, or modules claim it greedily.
        FindSharedTypes.self,
        AssignModules.self,
        // One candidate per role, once every candidate has its module.
        AssignRoles.self,
        // References need every module's components: a reference may cross modules.
        ResolveReferences.self,
        Navigate.self,
        // A module's protocols and dialect read its components and references.
        DescribeModules.self,
        // Services and entities are what no module claims.
        ServicesAndEntities.self,
        // Doubts read every module's components, references and the shared types: last.
        WeighEvidence.self,
    ] }

    static func run(_ state: inout ModelState) {
        run(&state, through: nil)
    }

    /// Runs the passes in order up to and including `last` (all of them when nil): how a test sees
    /// one pass on its own, with what the earlier ones left.
    static func run(_ state: inout ModelState, through last: (any ModelPass.Type)?) {
        for pass in all {
            state.log.pass = pass.name
            StageTimings.measure("model pass \(pass.name)") { pass.run(&state) }
            if let last, ObjectIdentifier(pass) == ObjectIdentifier(last) { return }
        }
    }
}

/// Where a type is a component (`ModelState.componentSlots`).
struct ComponentSlot: Sendable {
    var module: Int
    /// Its index in the module's components.
    var component: Int
    var role: Role
    /// The whole type, not one of its methods (`member == nil`).
    var whole: Bool
}
