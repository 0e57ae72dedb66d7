import SourceScanner

// MARK: - How modules depend on each other
//
// Beside navigation, the graph a team's own rules are written against (`dependencies:` in
// `.viper-docs.yml`, Docs/Configuration.md): module A depends on module B when A's code names B's
// types or opens B. Every edge carries the kinds of its evidence and each piece of evidence with its
// place in the code, so that a finding can cite it and `explain A -> B` can show it.

/// What makes one module depend on another.
public enum DependencyKind: String, Codable, Sendable, CaseIterable, Comparable {
    /// A's code opens B (`Module.navigations`).
    case navigation
    /// A component of A holds, or resolves, one of B's types (a property, `resolve(B.self)`).
    case reference
    /// A component of A creates one of B's types.
    case creation
    /// A component of A adopts one of B's protocols, or inherits one of B's classes.
    case conformance
    /// A component's file imports the package target that holds B (and only B).
    case `import`

    public static func < (a: DependencyKind, b: DependencyKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One place in A's code that makes A depend on B.
public struct DependencyEvidence: Codable, Sendable, Hashable, Comparable {
    public var kind: DependencyKind
    public var location: SourceLocation
    /// What the code does there, in a few words: "HomeRouter creates DetailsBuilder".
    public var detail: String
    /// B's type that the code names (`DetailsBuilder`); nil for navigation and imports.
    public var targetType: String?
    /// The role that type plays in B, when it is a component (`interactor`).
    public var targetRole: Role?

    public init(kind: DependencyKind, location: SourceLocation, detail: String, targetType: String? = nil, targetRole: Role? = nil) {
        self.kind = kind
        self.location = location
        self.detail = detail
        self.targetType = targetType
        self.targetRole = targetRole
    }

    public static func < (a: DependencyEvidence, b: DependencyEvidence) -> Bool {
        (a.location, a.kind, a.detail) < (b.location, b.kind, b.detail)
    }
}

/// Module `from` depends on module `to`, for the reasons in `evidence`.
public struct ModuleDependency: Codable, Sendable, Hashable {
    public var from: String
    public var to: String
    /// Sorted, by place in the code; never empty.
    public var evidence: [DependencyEvidence]

    public init(from: String, to: String, evidence: [DependencyEvidence]) {
        self.from = from
        self.to = to
        self.evidence = evidence.sorted()
    }

    /// The kinds of its evidence, in `DependencyKind` order.
    public var kinds: [DependencyKind] { Set(evidence.map(\.kind)).sorted() }
}

/// Group `from` depends on group `to` through `count` module edges.
public struct GroupDependency: Codable, Sendable, Hashable {
    public var from: String
    public var to: String
    public var kinds: [DependencyKind]
    /// The module edges it sums, sorted by (from, to).
    public var edges: [ModuleDependency]
}

/// Every dependency between the app's modules, sorted by (from, to).
public struct DependencyGraph: Codable, Sendable {
    public private(set) var edges: [ModuleDependency]
    private var byPair: [Pair: Int] = [:]
    private var outgoing: [String: [Int]] = [:]
    private var incoming: [String: [Int]] = [:]

    private struct Pair: Hashable {
        let from: String
        let to: String
    }

    private enum CodingKeys: String, CodingKey { case edges }

    public init(edges: [ModuleDependency]) {
        self.edges = edges.filter { $0.from != $0.to && !$0.evidence.isEmpty }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for (i, edge) in self.edges.enumerated() {
            byPair[Pair(from: edge.from, to: edge.to)] = i
            outgoing[edge.from, default: []].append(i)
            incoming[edge.to, default: []].append(i)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(edges: try c.decode([ModuleDependency].self, forKey: .edges))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(edges, forKey: .edges)
    }

    /// The edge from one module to another, if `from` depends on `to`.
    public func edge(from: String, to: String) -> ModuleDependency? {
        byPair[Pair(from: from, to: to)].map { edges[$0] }
    }

    /// The edges leaving a module, sorted by target.
    public func edges(from module: String) -> [ModuleDependency] {
        (outgoing[module] ?? []).map { edges[$0] }
    }

    /// The edges reaching a module, sorted by source.
    public func edges(to module: String) -> [ModuleDependency] {
        (incoming[module] ?? []).map { edges[$0] }
    }

    /// The modules that depend on any of `modules`, directly or through others, and `modules` themselves; sorted.
    public func dependents(of modules: Set<String>) -> [String] {
        var seen = modules
        var queue = Array(modules)
        while let next = queue.popLast() {
            for edge in edges(to: next) where seen.insert(edge.from).inserted {
                queue.append(edge.from)
            }
        }
        return seen.sorted()
    }

    /// The module edges summed between groups (edges inside one group left out), sorted by (from, to).
    public func groupEdges(groupOf: (String) -> String?) -> [GroupDependency] {
        var grouped: [Pair: [ModuleDependency]] = [:]
        for edge in edges {
            guard let from = groupOf(edge.from), let to = groupOf(edge.to), from != to else { continue }
            grouped[Pair(from: from, to: to), default: []].append(edge)
        }
        return grouped.map { pair, edges in
            GroupDependency(from: pair.from, to: pair.to, kinds: Set(edges.flatMap(\.kinds)).sorted(), edges: edges)
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}
