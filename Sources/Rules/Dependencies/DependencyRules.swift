import Architecture
import Foundation
import SourceScanner

// MARK: - The team's own rules about dependencies
//
// What `dependencies:` and `tags:` in `.viper-docs.yml` say (Docs/Configuration.md): layers,
// independent sets, forbidden and allowed edges, and limits on the metrics, each under an id the
// team chooses. They are checked against the model's `DependencyGraph` by `DependencyRuleChecks`.

/// Which modules a rule speaks of: `Login`, `Feature*` (a module's name, a glob), `group:Core`,
/// `tag:feature`, or any of these after `!` for every module it does not match.
public struct ModuleSelector: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case module, group, tag
    }

    public var kind: Kind
    public var pattern: String
    public var negated: Bool

    /// Reads `!group:Core`; nil for an empty pattern.
    public init?(_ text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        negated = rest.hasPrefix("!")
        if negated { rest = rest.dropFirst() }
        kind = .module
        for prefix in [Kind.group, .tag] where rest.hasPrefix(prefix.rawValue + ":") {
            kind = prefix
            rest = rest.dropFirst(prefix.rawValue.count + 1)
        }
        pattern = String(rest)
        if pattern.isEmpty { return nil }
    }

    public var description: String {
        (negated ? "!" : "") + (kind == .module ? "" : kind.rawValue + ":") + pattern
    }
}

/// Which edges a `forbidden` or `allowed` rule speaks of.
public struct EdgeSelector: Sendable, Hashable {
    public var from: [ModuleSelector]
    public var to: [ModuleSelector]
    /// Empty: every kind.
    public var kinds: Set<DependencyKind>
    /// Only edges with evidence on a component of this role in the target (`interactor`); nil: any.
    public var toRole: Role?

    public init(from: [ModuleSelector], to: [ModuleSelector], kinds: Set<DependencyKind> = [], toRole: Role? = nil) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.toRole = toRole
    }
}

/// Limits on one module's metrics.
public struct MetricLimits: Sendable, Hashable {
    public var modules: [ModuleSelector]
    public var maxFanOut: Int?
    public var maxFanIn: Int?
    public var maxComponents: Int?
    /// "Depend in the direction of stability": no dependency on a module less stable than itself.
    public var stableDependencies: Bool

    public init(modules: [ModuleSelector], maxFanOut: Int? = nil, maxFanIn: Int? = nil, maxComponents: Int? = nil, stableDependencies: Bool = false) {
        self.modules = modules
        self.maxFanOut = maxFanOut
        self.maxFanIn = maxFanIn
        self.maxComponents = maxComponents
        self.stableDependencies = stableDependencies
    }
}

/// One rule a team wrote.
public struct DependencyRule: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Top to bottom: a layer may depend on the layers below it and within itself, never above.
        /// `exhaustive`: every module must be in a layer.
        case layers([[ModuleSelector]], exhaustive: Bool)
        /// No set depends on another; a single set: none of its modules depends on another of them.
        case independent([[ModuleSelector]])
        /// No edge matches.
        case forbidden(EdgeSelector)
        /// An edge from `from` must go to `to`.
        case allowed(EdgeSelector)
        case metrics(MetricLimits)
    }

    /// The team's name for it: a finding's rule, a suppression's, a baseline's.
    public var id: String
    public var kind: Kind
    /// The team's reason, said with every finding.
    public var message: String?
    public var severity: Severity
    /// Where it is written (`.viper-docs.yml:12`), for warnings about it.
    public var line: Int

    public init(id: String, kind: Kind, message: String? = nil, severity: Severity = .error, line: Int = 0) {
        self.id = id
        self.kind = kind
        self.message = message
        self.severity = severity
        self.line = line
    }

    /// What the rule says, in a sentence: the site's and `viper-docs rules`' text.
    public var summary: String {
        func list(_ selectors: [ModuleSelector]) -> String { selectors.map(\.description).joined(separator: ", ") }
        switch kind {
        case let .layers(layers, exhaustive):
            return "Layers, top to bottom: " + layers.map { "[\(list($0))]" }.joined(separator: " → ")
                + ". A layer depends only on itself and the layers below it" + (exhaustive ? "; every module belongs to a layer." : ".")
        case let .independent(sets):
            return sets.count == 1 ? "The modules of [\(list(sets[0]))] do not depend on each other."
                : "These do not depend on each other: " + sets.map { "[\(list($0))]" }.joined(separator: ", ") + "."
        case let .forbidden(edges):
            return "No dependency from [\(list(edges.from))] to [\(list(edges.to))]\(Self.qualifiers(edges))."
        case let .allowed(edges):
            return "Modules of [\(list(edges.from))] depend only on [\(list(edges.to))]\(Self.qualifiers(edges))."
        case let .metrics(limits):
            var parts: [String] = []
            if let n = limits.maxFanOut { parts.append("depend on at most \(n) modules") }
            if let n = limits.maxFanIn { parts.append("are depended on by at most \(n) modules") }
            if let n = limits.maxComponents { parts.append("have at most \(n) components") }
            if limits.stableDependencies { parts.append("depend on no module less stable than themselves") }
            return "Modules of [\(list(limits.modules))] " + parts.joined(separator: ", ") + "."
        }
    }

    private static func qualifiers(_ edges: EdgeSelector) -> String {
        (edges.kinds.isEmpty ? "" : " by \(edges.kinds.sorted().map(\.rawValue).joined(separator: " or "))")
            + (edges.toRole.map { " on their \($0.rawValue)" } ?? "")
    }

    /// The rule as the site, `rules` and the reporters list it.
    public var ruleDescription: RuleDescription {
        var description = RuleDescription(id: id, title: message ?? summary, rationale: summary + " (the team's rule, in .viper-docs.yml)",
                                          defaultSeverity: severity, triggeringExamples: [], nonTriggeringExamples: [])
        description.isTeamRule = true
        return description
    }
}

/// What `.viper-docs.yml` says about dependencies: tags, and the rules in the order written.
public struct DependencyRules: Sendable, Hashable {
    /// A tag → the modules it names.
    public var tags: [String: [ModuleSelector]]
    public var rules: [DependencyRule]

    public init(tags: [String: [ModuleSelector]] = [:], rules: [DependencyRule] = []) {
        self.tags = tags
        self.rules = rules
    }

    public static let none = DependencyRules()
    public var isEmpty: Bool { rules.isEmpty }
}
