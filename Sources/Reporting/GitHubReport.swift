import Foundation
import Rules
import SourceScanner

// MARK: - GitHub Actions workflow commands
//
// `::error file=F,line=L,col=C,title=ID::MESSAGE`, one line per finding: GitHub shows each as an
// annotation on the pull request's diff. Escaping follows GitHub's runner (`toCommandValue` and
// `escapeProperty` in actions/toolkit): `%`, CR and LF everywhere, and `:` and `,` in properties.

/// Encodes findings as GitHub workflow commands.
public enum GitHubReport: Reporter {
    public static let identifier = "github"
    public static let summary = "workflow commands, shown as annotations"

    public static func report(_ subject: CheckResult) -> String {
        render(subject.violations, paths: subject.context.paths)
    }

    public static func render(_ violations: [Violation], paths: ReportPaths = .relative) -> String {
        violations.sorted().map { violation in
            let command = switch violation.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let properties = [
                ("file", paths.path(violation.location.file)), ("line", "\(violation.location.line)"),
                ("col", "\(violation.location.column)"), ("title", violation.rule),
            ].map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
            return "::\(command) \(properties)::\(escapeData(violation.message))\n"
        }.joined()
    }

    /// A command's message: `%`, CR and LF encoded; any other control character (ESC of a terminal
    /// code in a file's name) written as a visible escape (`\u{1B}`, `TerminalText`), since GitHub's
    /// log shows ANSI codes.
    static func escapeData(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case _ where TerminalText.isHidden(scalar): result += TerminalText.escaped(String(scalar))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property's value: as a message, plus `:` and `,`, which would end the property.
    static func escapeProperty(_ value: String) -> String {
        escapeData(value).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
