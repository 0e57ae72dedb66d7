import Foundation
import Rules

// MARK: - `viper-docs check` reports
//
// Every reporter is a pure function of the findings (and, for SARIF and JUnit, the rule catalogue):
// the same findings give the same bytes, sorted by file, line, column and rule. The formats are
// listed in `ReportersList.swift`.

/// A `viper-docs check --format` value: one of `CheckResult.reporters`.
public typealias CheckFormat = ReportFormat<CheckResult>

/// What `check` reports: the findings, and what some formats need besides.
public struct CheckResult: Sendable {
    public var violations: [Violation]
    public var context: CheckReportContext

    public init(_ violations: [Violation], context: CheckReportContext = CheckReportContext()) {
        self.violations = violations
        self.context = context
    }
}

/// What a report may need besides the findings.
public struct CheckReportContext: Sendable {
    /// The rules that ran, in catalogue order: SARIF lists them (`ruleIndex` points into the list) and
    /// JUnit writes one test case for each.
    public var rules: [RuleDescription]
    /// The version of viper-docs that wrote the report (SARIF's `tool.driver.version`); the
    /// command passes its own, tests a fixed one.
    public var toolVersion: String
    /// The text of the line each finding points at, for SARIF's fingerprints (the baseline's key).
    public var sourceLines: [Violation: String]
    /// How many findings a baseline hid; the Markdown summary says so.
    public var baselined: Int
    /// How paths are written (`--root`, `--paths absolute`).
    public var paths: ReportPaths
    /// `--strict`: every finding fails the check, not only errors; the text report's last line says
    /// which findings set the exit status.
    public var strict: Bool

    public init(rules: [RuleDescription] = RuleRegistry.all.map { $0.description }, toolVersion: String = "0.0.0",
                sourceLines: [Violation: String] = [:], baselined: Int = 0, paths: ReportPaths = .relative, strict: Bool = false) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.sourceLines = sourceLines
        self.baselined = baselined
        self.paths = paths
        self.strict = strict
    }
}

/// Turns violations into a report.
public enum CheckReport {
    /// The rules' documentation, where SARIF's `helpUri`, and the Markdown report's links, point.
    public static let rulesDocumentationURL = "https://github.com/viper-docs/viper-docs/blob/main/Docs/Rules.md"

    /// The link to one rule's section of `Docs/Rules.md`.
    public static func helpURL(rule id: String) -> String {
        "\(rulesDocumentationURL)#\(id)"
    }

    /// Where a rule is documented: a team's own rule in its configuration, and its kind here.
    public static func helpURL(of rule: RuleDescription) -> String {
        rule.isTeamRule ? "\(rulesDocumentationURL)#the-teams-own-rules-dependencies" : helpURL(rule: rule.id)
    }

    /// The report of `violations` in `format`.
    public static func render(_ violations: [Violation], format: CheckFormat, context: CheckReportContext = CheckReportContext()) throws -> String {
        try format.report(CheckResult(violations, context: context))
    }

    /// `file:line:column`, with the file as `paths` writes it.
    static func location(_ violation: Violation, _ paths: ReportPaths) -> String {
        "\(paths.path(violation.location.file)):\(violation.location.line):\(violation.location.column)"
    }

    /// Counts by severity.
    public struct Summary: Encodable, Equatable, Sendable {
        public var errors: Int
        public var warnings: Int
        public var notes: Int

        public init(_ violations: [Violation]) {
            errors = violations.filter { $0.severity == .error }.count
            warnings = violations.filter { $0.severity == .warning }.count
            notes = violations.filter { $0.severity == .note }.count
        }
    }
}
