import Foundation
import Rules
import SourceScanner

// MARK: - Markdown summary
//
// For a pull-request comment (GitHub-flavoured Markdown): a heading, the counts by severity, then a
// table per severity. Cells are escaped so that a message cannot end a cell, open a link or
// inject HTML; a newline becomes `<br>`.

/// Encodes findings as a Markdown summary.
public enum MarkdownReport: Reporter {
    public static let identifier = "markdown"
    public static let summary = "a pull-request summary"
    public static let heading = "## viper-docs check"

    public static func report(_ subject: CheckResult) -> String {
        render(subject.violations, baselined: subject.context.baselined, paths: subject.context.paths)
    }

    /// `baselined`: how many findings a baseline hid, said under the counts when not zero.
    public static func render(_ violations: [Violation], baselined: Int = 0, paths: ReportPaths = .relative) -> String {
        var markdown = heading + "\n\n"
        let known = baselined == 0 ? "" : "\(count(baselined, "known finding")) in the baseline \(baselined == 1 ? "is" : "are") not shown.\n"
        guard !violations.isEmpty else {
            return markdown + "No VIPER violations.\n" + (known.isEmpty ? "" : "\n" + known)
        }
        let summary = CheckReport.Summary(violations)
        let modules = Set(violations.map(\.module)).count
        markdown += "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note"))"
            + " in \(count(modules, "module")).\n"
        if !known.isEmpty { markdown += "\n" + known }
        for severity in Severity.allCases {
            let findings = violations.filter { $0.severity == severity }.sorted()
            guard !findings.isEmpty else { continue }
            markdown += "\n### \(title(severity)) (\(findings.count))\n\n| module | rule | location | message |\n|---|---|---|---|\n"
            for finding in findings {
                let location = CheckReport.location(finding, paths)
                let cells = [
                    cell(finding.module),
                    "[\(code(finding.rule))](\(CheckReport.helpURL(rule: finding.rule)))",
                    code(location),
                    cell(finding.message),
                ]
                markdown += "| " + cells.joined(separator: " | ") + " |\n"
            }
        }
        return markdown
    }

    static func title(_ severity: Severity) -> String {
        switch severity {
        case .error: "Errors"
        case .warning: "Warnings"
        case .note: "Notes"
        }
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// Plain text in a table cell: Markdown's punctuation backslash-escaped (`|` above all, which
    /// would end the cell; `<` and `&`, which would start HTML or an entity), newlines as `<br>`,
    /// other control characters as visible escapes (`\u{1B}`: no terminal code if the comment is printed).
    public static func cell(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\", "|", "`", "*", "_", "[", "]", "<", "&", "~":
                result += "\\\(character)"
            case "\r\n", "\r", "\n":  // CR LF is one Character
                result += "<br>"
            case _ where character.unicodeScalars.contains(where: TerminalText.isHidden):
                result += TerminalText.escaped(String(character)).replacingOccurrences(of: "\\", with: "\\\\")
            default:
                result.append(character)
            }
        }
        return result
    }

    /// A code span in a table cell: only `|` needs escaping there (GFM splits cells first); a value
    /// holding a backtick falls back to escaped plain text.
    public static func code(_ value: String) -> String {
        guard !value.contains("`"), !value.unicodeScalars.contains(where: TerminalText.isHidden) else { return cell(value) }
        return "`" + value.replacingOccurrences(of: "|", with: "\\|") + "`"
    }
}
