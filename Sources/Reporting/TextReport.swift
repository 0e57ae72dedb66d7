import Foundation
import Rules
import SourceScanner

// MARK: - Text, for Xcode and editors

/// `file:line:column: error: message [rule-id]`, the form Xcode and editors read: one line per
/// finding, so a line break in a message becomes a space, and every other control character in a
/// path or a message is escaped (`TerminalText`: nor can a line begin with `::`). With `--paths absolute` the file is
/// absolute, so Xcode's Run Script phase puts each warning on its line.
public enum TextReport: Reporter {
    public static let identifier = "text"
    public static let summary = "file:line:column: severity: message [rule]"

    public static func report(_ subject: CheckResult) -> String {
        render(subject.violations, paths: subject.context.paths, strict: subject.context.strict)
    }

    public static func render(_ violations: [Violation], paths: ReportPaths = .relative, strict: Bool = false) -> String {
        violations.sorted().map {
            let message = $0.message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
            return TerminalText.escaped("\(CheckReport.location($0, paths)): \($0.severity.rawValue): \(message) [\($0.rule)]") + "\n"
        }.joined() + summary(violations, strict: strict)
    }

    /// After the findings, how many each rule found, errors first and then the most frequent, and the
    /// totals: what to read first when there are hundreds; last, the exit status and why, so that an
    /// exit 1 (the example app breaks rules on purpose) is no surprise. Its lines have no `file:line:`
    /// form, so Xcode and editors pass them by. Empty when there is no finding.
    static func summary(_ violations: [Violation], strict: Bool = false) -> String {
        guard !violations.isEmpty else { return "" }
        struct Row: Hashable { var rule: String; var severity: Severity }
        var counts: [Row: Int] = [:]
        for violation in violations { counts[Row(rule: violation.rule, severity: violation.severity), default: 0] += 1 }
        let rows = counts.sorted { ($0.key.severity, -$0.value, $0.key.rule) < ($1.key.severity, -$1.value, $1.key.rule) }
        let ruleWidth = rows.map(\.key.rule.count).max() ?? 0
        let countWidth = String(rows.map(\.value).max() ?? 0).count
        var out = "\nFindings by rule:\n"
        for (row, count) in rows {
            let rule = row.rule.padding(toLength: ruleWidth, withPad: " ", startingAt: 0)
            let severity = row.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let number = String(repeating: " ", count: countWidth - String(count).count) + String(count)
            out += "  \(rule)  \(severity)  \(number)\n"
        }
        let totals = CheckReport.Summary(violations)
        func counted(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        out += "\(counted(violations.count, "finding")): \(counted(totals.errors, "error")), "
            + "\(counted(totals.warnings, "warning")), \(counted(totals.notes, "note"))\n"
        if strict {
            out += "Exit status 1: with --strict every finding fails the check.\n"
        } else if totals.errors > 0 {
            out += "Exit status 1: errors fail the check (a baseline, --baseline, accepts the ones already there).\n"
        } else {
            out += "Exit status 0: only errors fail the check (--strict fails on any finding).\n"
        }
        return out
    }
}
