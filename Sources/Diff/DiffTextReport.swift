import Reporting
import SourceScanner

// MARK: - `viper-docs diff --format text`

/// The change in plain text, one line per change, for a terminal or a CI log.
public enum DiffTextReport: Reporter {
    public static let identifier = "text"
    public static let summary = "one line per change"

    public static func report(_ diff: ArchitectureDiff) -> String {
        var out = TerminalText.escaped("viper-docs diff \(diff.base) → \(diff.head): \(DiffVerdict.line(diff))") + "\n"
        let modules = diff.modules
        section(&out, "Modules", modules.added.map { "+ \($0)" } + modules.removed.map { "- \($0)" }
            + modules.renamed.map { "~ \($0.from) → \($0.to) (renamed)" })
        section(&out, "Components", diff.components.map { "\(sign($0.change)) \($0.module): \($0.type) (\($0.role))" })
        section(&out, "References", diff.references.map { "\(sign($0.change)) \($0.module): \($0.summary)" })
        section(&out, "Navigation", diff.navigation.map { "\(sign($0.change)) \($0.from) → \($0.to)" })
        section(&out, "New findings", diff.findings.new.map(finding))
        section(&out, "Fixed findings", diff.findings.fixed.map(finding))
        if !diff.findings.compared {
            out += "\nFindings not compared: a graph JSON side has none (write it with this viper-docs's `graph --format json`).\n"
        }
        return out
    }

    /// A titled list; each line is escaped for the terminal, since names come from the repository.
    static func section(_ out: inout String, _ title: String, _ lines: [String]) {
        guard !lines.isEmpty else { return }
        out += "\n\(title) (\(lines.count)):\n" + lines.map { "  \(TerminalText.escaped($0))\n" }.joined()
    }

    static func sign(_ change: ArchitectureDiff.Change) -> String {
        switch change {
        case .added: "+"
        case .removed: "-"
        case .changed: "~"
        }
    }

    static func finding(_ finding: FindingDTO) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity): \(finding.message) [\(finding.rule)]"
    }
}

/// `diff --format json`: the `ArchitectureDiff` itself, sorted keys.
public enum DiffJSONReport: Reporter {
    public static let identifier = "json"
    public static let summary = "the changes, for scripts"

    public static func report(_ diff: ArchitectureDiff) throws -> String {
        try GraphReport.encode(diff)
    }
}

/// The one-line verdict every diff format starts with.
enum DiffVerdict {
    static func line(_ diff: ArchitectureDiff) -> String {
        if diff.isEmpty { return "makes no architectural change" }
        let errors = diff.newErrors.count
        let others = diff.findings.new.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append("adds \(count(errors, "error-level finding"))") }
        if others > 0 { parts.append("adds \(count(others, "other finding"))") }
        if !diff.findings.fixed.isEmpty { parts.append("fixes \(count(diff.findings.fixed.count, "finding"))") }
        let changed = diff.changedModules.count
        if changed > 0 { parts.append("changes \(count(changed, "module"))") }
        return parts.joined(separator: ", ")
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
