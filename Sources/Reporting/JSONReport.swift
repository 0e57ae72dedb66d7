import Rules

// MARK: - JSON, for scripts

/// `{"version": 1, "violations": [...], "summary": {...}}`, sorted; the findings as the graph JSON
/// also lists them.
public enum JSONReport: Reporter {
    public static let identifier = "json"
    public static let summary = "the findings and their counts"

    struct Document: Encodable {
        var version = 1
        var violations: [FindingDTO]
        var summary: CheckReport.Summary
    }

    public static func report(_ subject: CheckResult) throws -> String {
        try render(subject.violations, paths: subject.context.paths)
    }

    public static func render(_ violations: [Violation], paths: ReportPaths = .relative) throws -> String {
        let sorted = violations.sorted()
        return try GraphReport.encode(Document(violations: sorted.map { FindingDTO($0, paths: paths) }, summary: CheckReport.Summary(sorted)))
    }
}

/// One finding in JSON (`check --format json`, the graph JSON's `findings`, read back by `diff`).
public struct FindingDTO: Codable, Hashable, Sendable {
    public var rule: String
    public var severity: String
    public var module: String
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// Every module the finding affects, when it is more than `module` (a shared type's fault, found from each).
    public var modules: [String]?

    public init(_ violation: Violation, paths: ReportPaths = .relative) {
        rule = violation.rule
        severity = violation.severity.rawValue
        module = violation.module
        file = paths.path(violation.location.file)
        line = violation.location.line
        column = violation.location.column
        message = violation.message
        modules = violation.modules.count > 1 ? violation.modules : nil
    }
}
