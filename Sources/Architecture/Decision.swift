import SourceScanner

// MARK: - Why the model is as it is

/// One decision of a model pass: what was decided about a type, a module or a property, why, and
/// where the code says so. `viper-docs explain` prints them in pass order; the graph JSON carries
/// them behind `--explain`; the module page shows them behind a disclosure.
public struct Decision: Codable, Sendable, Hashable {
    /// The pass that decided: "Assign modules".
    public var pass: String
    /// What it is about: a type (`HomePresenter`), a property (`HomePresenter.view`) or a module (`module Home`).
    public var subject: String
    /// The module concerned, when there is one.
    public var module: String?
    /// What was decided: "module Home", "role presenter", "→ view, weak".
    public var verdict: String
    /// Why, in words: "created by HomeBuilder.build() beside HomePresenter".
    public var reason: String
    /// The code that says so.
    public var evidence: [SourceLocation]
    /// An option considered and turned down (the verdict says which).
    public var rejected: Bool

    public init(pass: String, subject: String, module: String? = nil, verdict: String, reason: String,
                evidence: [SourceLocation] = [], rejected: Bool = false) {
        self.pass = pass
        self.subject = subject
        self.module = module
        self.verdict = verdict
        self.reason = reason
        self.evidence = evidence
        self.rejected = rejected
    }
}
