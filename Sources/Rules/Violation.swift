import SourceScanner

// MARK: - Findings

/// How much a finding matters. The order is the order of importance.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case error, warning, note

    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One place where the code breaks a rule.
public struct Violation: Codable, Sendable, Hashable {
    /// The rule's id (`presenter-holds-view-weakly`).
    public var rule: String
    public var severity: Severity
    /// The module the finding belongs to.
    public var module: String
    public var location: SourceLocation
    /// Names the module, the components, and what to write instead.
    public var message: String
    /// For reference rules: the property of the offending reference (`view`), so that diagrams can
    /// colour its edge. For a cycle: every property on the path.
    public var properties: [String]

    public init(rule: String, severity: Severity, module: String, location: SourceLocation, message: String, properties: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.module = module
        self.location = location
        self.message = message
        self.properties = properties
    }
}

extension Violation: Comparable {
    /// Sorted by file, line, column, then rule: the order a reader goes through a report.
    public static func < (a: Violation, b: Violation) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.rule, a.module, a.message)
            < (b.location.file, b.location.line, b.location.column, b.rule, b.module, b.message)
    }
}
