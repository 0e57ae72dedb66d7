import SourceScanner

// MARK: - The architecture model
//
// What the graph passes build from the scanner's facts: modules made of components with roles,
// the references between them with their ownership, and the navigation between modules.
// Everything here is a plain value, sorted, so that every later stage is deterministic.

/// The part a component plays in its module.
public enum Role: String, Codable, Sendable, CaseIterable, Comparable {
    case view, presenter, interactor, router, builder, formatter

    /// Display order: the order VIPER's name spells, then the assembly roles.
    public static func < (a: Role, b: Role) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// A human name (`Router` is called `Wireframe` in the Infinum style).
    public var title: String {
        switch self {
        case .view: "View"
        case .presenter: "Presenter"
        case .interactor: "Interactor"
        case .router: "Router"
        case .builder: "Builder"
        case .formatter: "Formatter"
        }
    }
}

/// The dialect of VIPER a module follows (see `../shared/seeds/`).
public enum ModuleStyle: String, Codable, Sendable, CaseIterable {
    case infinum, viperb, contract, zikviper, custom
}

/// Whether a reference names a protocol or a concrete type.
public enum Through: String, Codable, Sendable {
    case `protocol`
    case concrete
}

/// A class, struct or enum that plays a role in a module.
public struct Component: Codable, Sendable, Hashable {
    public var role: Role
    /// The type's name: `HomePresenter`.
    public var type: String
    /// For a central assembly's method that assembles this module: the method's base name
    /// (`makeLoginModule` of `AppAssembly`); nil when the type itself plays the role.
    public var member: String?
    public var location: SourceLocation
    public var docComment: String?

    public init(role: Role, type: String, member: String? = nil, location: SourceLocation, docComment: String? = nil) {
        self.role = role
        self.type = type
        self.member = member
        self.location = location
        self.docComment = docComment
    }

    /// `HomeBuilder`, or `AppAssembly.makeHomeModule` for a central assembly's method.
    public var name: String { member.map { "\(type).\($0)" } ?? type }
}

/// A stored property of one component that points at another component.
public struct Reference: Codable, Sendable, Hashable {
    public var from: Role
    public var to: Role
    /// The property's name (`view`, `_viewController`, `eventHandler`).
    public var property: String
    public var ownership: Ownership
    public var through: Through
    /// The declared type of the property, unwrapped (`HomeViewInterface`).
    public var type: String
    /// Where the property is declared (for an inherited property: the base class's declaration).
    public var location: SourceLocation
    /// The module the target component belongs to; `nil` when it is the same module.
    public var targetModule: String?
    /// A strong reference that the holder drops at first access (`BaseWireframe`'s
    /// `temporaryStoredViewController`): it keeps the target alive only until the module is shown,
    /// so it is no cycle and no ownership violation.
    public var isTemporary: Bool
    /// The class that declares the property when it is inherited (`BaseWireframe`).
    public var inheritedFrom: String?

    public init(from: Role, to: Role, property: String, ownership: Ownership, through: Through, type: String,
                location: SourceLocation, targetModule: String? = nil, isTemporary: Bool = false, inheritedFrom: String? = nil) {
        self.from = from
        self.to = to
        self.property = property
        self.ownership = ownership
        self.through = through
        self.type = type
        self.location = location
        self.targetModule = targetModule
        self.isTemporary = isTemporary
        self.inheritedFrom = inheritedFrom
    }
}

/// A protocol that belongs to a module (`HomeViewInterface`).
public struct ModuleProtocol: Codable, Sendable, Hashable {
    public var name: String
    /// The role of the component that adopts it, if one does.
    public var role: Role?
    public var location: SourceLocation
    public var classBound: Bool
    /// Requirement signatures, in source order.
    public var methods: [String]
    public var docComment: String?

    public init(name: String, role: Role?, location: SourceLocation, classBound: Bool, methods: [String], docComment: String? = nil) {
        self.name = name
        self.role = role
        self.location = location
        self.classBound = classBound
        self.methods = methods
        self.docComment = docComment
    }
}

/// One navigation edge: `HomeWireframe` creates `DetailsWireframe` in `navigateToShowDetails(id:)`.
public struct Navigation: Codable, Sendable, Hashable {
    public var target: String
    public var location: SourceLocation

    public init(target: String, location: SourceLocation) {
        self.target = target
        self.location = location
    }
}

/// A VIPER module: one screen or flow, with its components.
public struct Module: Codable, Sendable, Hashable {
    /// Unique in the app (`Home`); when sample apps in one repository share a name, each is told
    /// apart by its sample app's folder: `Home (SwiftUI-Demo)`, `Home (UIKit-Demo)`.
    public var name: String
    public var style: ModuleStyle
    /// The folder that holds the module folders (`Catalog` for `Modules/Catalog/Home`).
    public var group: String
    /// The module's folder, relative to the scanned root.
    public var folder: String
    /// Sorted by role, then type.
    public var components: [Component]
    /// Sorted by from, to, property.
    public var references: [Reference]
    public var protocols: [ModuleProtocol]
    /// Where the module's router/builder opens other modules; sorted by target.
    public var navigations: [Navigation]
    /// The Interfaces/Contract file, if the module has one.
    public var interfacesFile: String?
    /// What the model doubts about this module, and why (`WeighEvidence`); empty when the code says
    /// all of it.
    public var doubts: [ModuleDoubt]

    public init(name: String, style: ModuleStyle, group: String, folder: String, components: [Component] = [],
                references: [Reference] = [], protocols: [ModuleProtocol] = [], navigations: [Navigation] = [],
                interfacesFile: String? = nil, doubts: [ModuleDoubt] = []) {
        self.name = name
        self.style = style
        self.group = group
        self.folder = folder
        self.components = components
        self.references = references
        self.protocols = protocols
        self.navigations = navigations
        self.interfacesFile = interfacesFile
        self.doubts = doubts
    }

    /// How far the code bears the module out: high with no doubt, low when one is serious.
    public var confidence: Confidence {
        if doubts.isEmpty { return .high }
        return doubts.contains { $0.kind.isSerious } ? .low : .medium
    }

    /// The names of the modules this one opens, sorted, without repeats.
    public var navigatesTo: [String] {
        Array(Set(navigations.map(\.target))).sorted()
    }

    /// Adds a component unless the module has it in that role already, keeping the order (role,
    /// then name); false when it was there.
    @discardableResult
    public mutating func add(_ component: Component) -> Bool {
        guard !components.contains(where: { $0.role == component.role && $0.name == component.name }) else { return false }
        let index = components.firstIndex { ($0.role, $0.name) > (component.role, component.name) } ?? components.endIndex
        components.insert(component, at: index)
        return true
    }

    /// The first component with a role.
    public func component(_ role: Role) -> Component? {
        components.first { $0.role == role }
    }
}

/// How far the code bears a module out.
public enum Confidence: String, Codable, Sendable, CaseIterable, Comparable {
    case low, medium, high

    public static func < (a: Confidence, b: Confidence) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One thing the model doubts about a module: what, in plain words, and the override that settles it.
public struct ModuleDoubt: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// Nothing in the code creates or wires the components together: their names alone join them.
        case namesOnly
        /// Two candidates for a role that the code does not tell apart: the name chose.
        case conflictingCandidates
        /// More than one component of a role of its own, none of them a recognised variant.
        case severalOfARole
        /// A type named like the module was taken for shared plumbing (several modules use it).
        case sharedTypeRemoved

        /// Serious doubts make a module's confidence low.
        public var isSerious: Bool { self == .namesOnly }
    }

    public var kind: Kind
    /// What is in doubt, in a sentence: "its components are joined by their names only".
    public var detail: String
    /// The `.viper-docs.yml` entry that settles it: "ignore: [HomeView]".
    public var fix: String

    public init(kind: Kind, detail: String, fix: String) {
        self.kind = kind
        self.detail = detail
        self.fix = fix
    }
}

/// An app-level type that is no module component: a service or an entity.
public struct AppNode: Codable, Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    /// The modules whose components hold or use it, sorted.
    public var usedBy: [String]

    public init(name: String, location: SourceLocation, usedBy: [String]) {
        self.name = name
        self.location = location
        self.usedBy = usedBy
    }
}

/// The whole app as the later stages see it.
public struct AppModel: Codable, Sendable {
    /// Sorted by name.
    public var modules: [Module] { didSet { (moduleLookups, dependencyGraph) = (IndexBox(), IndexBox()) } }
    public var services: [AppNode]
    public var entities: [AppNode]
    /// The facts of every scanned file, sorted by path (rules and the site read them through `index`).
    public var files: [FileFacts] { didSet { (fileLookups, typeIndex, dependencyGraph) = (IndexBox(), IndexBox(), IndexBox()) } }
    /// Why the model is as it is, in pass order (`viper-docs explain`).
    public var decisions: [Decision]
    /// Overrides of the configuration that matched nothing, one sentence each.
    public var warnings: [String]
    /// What the scan skipped on purpose, and why; sorted by path.
    public var excluded: [Exclusion]
    /// The lookups of `index`, each built on first use and replaced when `files` or `modules` is.
    private var fileLookups = IndexBox<FileLookups>()
    private var typeIndex = IndexBox<TypeIndex>()
    private var moduleLookups = IndexBox<ModuleLookups>()
    private var dependencyGraph = IndexBox<DependencyGraph>()

    private enum CodingKeys: String, CodingKey {
        case modules, services, entities, files, decisions, warnings, excluded
    }

    public init(modules: [Module], services: [AppNode] = [], entities: [AppNode] = [], files: [FileFacts],
                decisions: [Decision] = [], warnings: [String] = [], excluded: [Exclusion] = []) {
        self.init(modules: modules, services: services, entities: entities, files: files, decisions: decisions,
                  warnings: warnings, excluded: excluded, lookups: nil)
    }

    /// A model whose files' lookups are already built (the model stage's own, for the same files).
    init(modules: [Module], services: [AppNode] = [], entities: [AppNode] = [], files: [FileFacts],
         decisions: [Decision] = [], warnings: [String] = [], excluded: [Exclusion] = [], lookups: FileLookups?, types: TypeIndex? = nil) {
        self.modules = modules
        self.services = services
        self.entities = entities
        self.files = files
        self.decisions = decisions
        self.warnings = warnings
        self.excluded = excluded.sorted()
        if let lookups { fileLookups = IndexBox(lookups) }
        if let types { typeIndex = IndexBox(types) }
    }

    /// Types by name and conformance, files by path, components and modules by name: built once
    /// for this model and shared by every later stage.
    public var index: ModelIndex {
        let files = self.files, modules = self.modules
        return ModelIndex(files: files, lookups: fileLookups.value { FileLookups(files: files) }, types: typeIndex,
                          modules: moduleLookups.value { ModuleLookups(modules: modules) })
    }

    /// How the modules depend on each other (`DependencyGraph`): built once for this model.
    public var dependencies: DependencyGraph {
        dependencyGraph.value { DependencyGraph(model: self) }
    }

    /// The groups, sorted, each with its modules.
    public var groups: [(name: String, modules: [Module])] {
        Dictionary(grouping: modules, by: \.group)
            .map { (name: $0.key, modules: $0.value.sorted { $0.name < $1.name }) }
            .sorted { $0.name < $1.name }
    }

    public func module(named name: String) -> Module? {
        index.modulesByName[name]
    }
}
