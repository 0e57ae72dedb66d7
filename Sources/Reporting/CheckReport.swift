import Foundation
import Rules

// MARK: - `viper-docs check` reports
//
// Every reporter is a pure function of the findings (and, for SARIF and JUnit, the rule catalogue):
// the same findings give the same bytes, sorted by file, line, column and rule.

/// The formats `viper-docs check --format` writes.
public enum CheckFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, markdown
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

    public init(rules: [RuleDescription] = RuleRegistry.all.map { $0.description }, toolVersion: String = "0.0.0",
                sourceLines: [Violation: String] = [:], baselined: Int = 0) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.sourceLines = sourceLines
        self.baselined = baselined
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

    /// The report of `violations` in `format`; `context` matters to SARIF, JUnit and Markdown only.
    public static func render(_ violations: [Violation], format: CheckFormat, context: CheckReportContext = CheckReportContext()) throws -> String {
        switch format {
        case .text: text(violations)
        case .json: try json(violations)
        case .sarif: try SARIFReport.render(violations, context: context)
        case .junit: JUnitReport.render(violations, rules: context.rules)
        case .github: GitHubReport.render(violations)
        case .markdown: MarkdownReport.render(violations, baselined: context.baselined)
        }
    }

    /// `file:line:column: error: message [rule-id]`, the form Xcode and editors read: one line per
    /// finding, so a line break in a message becomes a space.
    public static func text(_ violations: [Violation]) -> String {
        violations.sorted().map {
            let message = $0.message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
            return "\($0.location.file):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \(message) [\($0.rule)]\n"
        }.joined()
    }

    struct Document: Encodable {
        var version = 1
        var violations: [Item]
        var summary: Summary
    }

    struct Item: Encodable {
        var rule: String
        var severity: String
        var module: String
        var file: String
        var line: Int
        var column: Int
        var message: String
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

    public static func json(_ violations: [Violation]) throws -> String {
        let sorted = violations.sorted()
        let document = Document(
            violations: sorted.map {
                Item(rule: $0.rule, severity: $0.severity.rawValue, module: $0.module, file: $0.location.file,
                     line: $0.location.line, column: $0.location.column, message: $0.message)
            },
            summary: Summary(sorted))
        return try GraphReport.encode(document)
    }
}
