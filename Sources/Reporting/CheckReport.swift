import Foundation
import Rules

// MARK: - `viper-docs check` reports

/// The formats `viper-docs check --format` writes.
public enum CheckFormat: String, CaseIterable, Sendable {
    case text, json
}

/// Turns violations into a report.
public enum CheckReport {
    public static func render(_ violations: [Violation], format: CheckFormat) throws -> String {
        switch format {
        case .text: text(violations)
        case .json: try json(violations)
        }
    }

    /// `file:line:column: error: message [rule-id]`, the form Xcode and editors read.
    public static func text(_ violations: [Violation]) -> String {
        violations.sorted().map {
            "\($0.location.file):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.rule)]\n"
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
