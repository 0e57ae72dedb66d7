import SourceScanner

// MARK: - Which rules run, and how loud

/// What a configuration file says about the rules: severities, rules turned off or on, and paths a
/// rule ignores. The default runs every rule that is not opt-in at its default severity.
public struct RuleConfiguration: Sendable, Equatable {
    /// Rule id → severity, or nil for `off`.
    public var severities: [String: Severity?]
    /// Rule id → glob patterns of paths (relative to the scanned root) where the rule reports nothing.
    public var excludedPaths: [String: [String]]
    /// The team's own rules about how modules depend on each other (`dependencies:` and `tags:`).
    public var dependencies: DependencyRules

    public init(severities: [String: Severity?] = [:], excludedPaths: [String: [String]] = [:], dependencies: DependencyRules = .none) {
        self.severities = severities
        self.excludedPaths = excludedPaths
        self.dependencies = dependencies
    }

    /// The descriptions of the team's dependency rules, in the order written.
    public var dependencyRuleDescriptions: [RuleDescription] {
        dependencies.rules.map(\.ruleDescription)
    }

    public static let `default` = RuleConfiguration()

    /// The severity a rule reports at, or nil when it does not run.
    public func severity(of description: RuleDescription) -> Severity? {
        if let configured = severities[description.id] { return configured }
        return description.isOptIn ? nil : description.defaultSeverity
    }

    /// Whether a rule ignores a path.
    public func excludes(_ path: String, for rule: String) -> Bool {
        (excludedPaths[rule] ?? []).contains { Glob.matches($0, path) }
    }
}
