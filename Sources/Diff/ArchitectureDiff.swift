import Reporting

// MARK: - What changed between two versions of an app
//
// `viper-docs diff BASE HEAD` reads both sides as graph documents (the graph JSON's schema) and
// compares them: modules added, removed and renamed, then, within the modules on both sides,
// components and references added and removed, ownership changed, navigation added and removed,
// and findings new and fixed. Every list is sorted, so the same two sides give the same bytes.

/// The difference between a base and a head version of an app.
public struct ArchitectureDiff: Codable, Sendable, Equatable {
    /// How each side was given (`main`, `old-app/`, `base.json`).
    public var base: String
    public var head: String
    public var modules: ModuleChanges
    public var components: [ComponentChange]
    public var references: [ReferenceChange]
    public var navigation: [NavigationChange]
    public var findings: FindingChanges

    public enum Change: String, Codable, Sendable, Comparable {
        case added, removed, changed

        public static func < (a: Change, b: Change) -> Bool { a.order < b.order }
        private var order: Int { self == .added ? 0 : self == .removed ? 1 : 2 }
    }

    public struct ModuleChanges: Codable, Sendable, Equatable {
        public var added: [String]
        public var removed: [String]
        public var renamed: [Rename]
    }

    /// A module whose components are the same, under a new name (their types renamed with it, or not).
    public struct Rename: Codable, Sendable, Hashable, Comparable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        public static func < (a: Rename, b: Rename) -> Bool { (a.from, a.to) < (b.from, b.to) }
    }

    public struct ComponentChange: Codable, Sendable, Hashable, Comparable {
        /// The module's name on the head side.
        public var module: String
        public var role: String
        public var type: String
        public var change: Change

        public static func < (a: ComponentChange, b: ComponentChange) -> Bool {
            (a.module, a.change, a.role, a.type) < (b.module, b.change, b.role, b.type)
        }
    }

    /// A reference added, removed, or whose ownership changed (`presenter.view: weak → strong`).
    public struct ReferenceChange: Codable, Sendable, Hashable, Comparable {
        public var module: String
        /// The role that holds the reference, and the property.
        public var from: String
        public var property: String
        /// The role it points at, and the module when it is another one.
        public var to: String
        public var toModule: String?
        public var change: Change
        /// The ownership on the head side (the base side's for a removed reference).
        public var ownership: String
        /// For an ownership change: the base side's.
        public var previousOwnership: String?

        public static func < (a: ReferenceChange, b: ReferenceChange) -> Bool {
            (a.module, a.change, a.from, a.property, a.to) < (b.module, b.change, b.from, b.property, b.to)
        }

        /// `presenter.view → view`, `presenter.view: weak → strong`.
        public var summary: String {
            let target = toModule.map { "\($0).\(to)" } ?? to
            if let previousOwnership { return "\(from).\(property): \(previousOwnership) → \(ownership)" }
            return "\(from).\(property) → \(target) (\(ownership))"
        }
    }

    public struct NavigationChange: Codable, Sendable, Hashable, Comparable {
        public var from: String
        public var to: String
        public var change: Change

        public static func < (a: NavigationChange, b: NavigationChange) -> Bool {
            (a.change, a.from, a.to) < (b.change, b.from, b.to)
        }
    }

    public struct FindingChanges: Codable, Sendable, Equatable {
        /// Findings of the head side that the base side did not have, as the head reports them.
        public var new: [FindingDTO]
        /// Findings of the base side that the head side no longer has, as the base reported them.
        public var fixed: [FindingDTO]
        /// False when a side is a graph JSON without findings: then nothing can be said of them.
        public var compared: Bool
    }

    /// Error-level findings the change adds: what `--fail-on-new-violations` fails on.
    public var newErrors: [FindingDTO] { findings.new.filter { $0.severity == "error" } }

    /// Whether the two sides are the same architecture with the same findings.
    public var isEmpty: Bool {
        modules.added.isEmpty && modules.removed.isEmpty && modules.renamed.isEmpty && components.isEmpty
            && references.isEmpty && navigation.isEmpty && findings.new.isEmpty && findings.fixed.isEmpty
    }

    /// Every module the change touches, by its head-side name (a removed one by its base name).
    public var changedModules: [String] {
        var names = Set(modules.added + modules.removed + modules.renamed.map(\.to))
        names.formUnion(components.map(\.module))
        names.formUnion(references.map(\.module))
        names.formUnion(navigation.flatMap { [$0.from, $0.to] })
        return names.sorted()
    }
}
