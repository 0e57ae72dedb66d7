import Reporting

// MARK: - `viper-docs diff --format markdown`: a pull-request comment
//
// A one-line verdict, a summary table, the details in collapsible sections, and a Mermaid diagram
// of the changed modules (GitHub and GitLab render it in comments). The first line is a fixed HTML
// comment, so a workflow can find its earlier comment and update it instead of adding another.

/// Encodes the change as a pull-request comment.
public enum DiffMarkdownReport: Reporter {
    public static let identifier = "markdown"
    public static let summary = "a pull-request comment with a Mermaid diagram"
    /// The comment's first line, for a workflow to find it again.
    public static let marker = "<!-- viper-docs diff -->"

    public static func report(_ diff: ArchitectureDiff) -> String {
        let icon = !diff.newErrors.isEmpty ? "❌" : !diff.findings.new.isEmpty ? "⚠️" : "✅"
        var out = "\(marker)\n## viper-docs diff\n\n"
        out += "\(icon) **This change \(DiffVerdict.line(diff))** (\(MarkdownReport.code(diff.base)) → \(MarkdownReport.code(diff.head))).\n"
        if diff.isEmpty { return out }

        let references = Dictionary(grouping: diff.references, by: \.change)
        let components = Dictionary(grouping: diff.components, by: \.change)
        let navigation = Dictionary(grouping: diff.navigation, by: \.change)
        out += "\n| | added | removed | changed |\n|---|---:|---:|---:|\n"
        out += "| Modules | \(diff.modules.added.count) | \(diff.modules.removed.count) | \(diff.modules.renamed.count) renamed |\n"
        out += "| Components | \(components[.added]?.count ?? 0) | \(components[.removed]?.count ?? 0) | |\n"
        out += "| References | \(references[.added]?.count ?? 0) | \(references[.removed]?.count ?? 0) | \(references[.changed]?.count ?? 0) ownership |\n"
        out += "| Navigation | \(navigation[.added]?.count ?? 0) | \(navigation[.removed]?.count ?? 0) | |\n"
        out += diff.findings.compared
            ? "| Findings | \(diff.findings.new.count) new | \(diff.findings.fixed.count) fixed | |\n"
            : "| Findings | not compared | | |\n"

        var modules = diff.modules.added.map { "- added **\(MarkdownReport.cell($0))**" }
        modules += diff.modules.removed.map { "- removed **\(MarkdownReport.cell($0))**" }
        modules += diff.modules.renamed.map { "- renamed **\(MarkdownReport.cell($0.from))** → **\(MarkdownReport.cell($0.to))**" }
        details(&out, "Modules", modules)
        details(&out, "Components", diff.components.map {
            "- \($0.change.rawValue) \(MarkdownReport.code($0.type)) (\($0.role)) in **\(MarkdownReport.cell($0.module))**"
        })
        details(&out, "References", diff.references.map {
            "- **\(MarkdownReport.cell($0.module))**: \($0.change == .changed ? "ownership" : $0.change.rawValue) \(MarkdownReport.code($0.summary))"
        })
        details(&out, "Navigation", diff.navigation.map {
            "- \($0.change.rawValue): **\(MarkdownReport.cell($0.from))** opens **\(MarkdownReport.cell($0.to))**"
        })
        details(&out, "New findings", findingTable(diff.findings.new), open: !diff.newErrors.isEmpty)
        details(&out, "Fixed findings", findingTable(diff.findings.fixed))

        let drawn = diff.changedModules
        if !drawn.isEmpty {
            out += "\n### Changed modules\n\n"
            out += "Added edges are thick and green, removed ones dotted and red, ownership changes orange.\n\n"
            out += "```mermaid\n" + DiffDiagram.mermaid(diff) + "```\n"
            if drawn.count > DiffDiagram.moduleLimit {
                out += "\nThe diagram shows \(DiffDiagram.moduleLimit) of the \(drawn.count) changed modules.\n"
            }
        }
        return out
    }

    /// At most this many lines per list and rows per table: GitHub refuses a comment over 65,536
    /// characters, so a change to a thousand modules must still fit.
    static let listLimit = 80
    static let tableLimit = 30

    static func details(_ out: inout String, _ title: String, _ lines: [String], open: Bool = false) {
        guard !lines.isEmpty else { return }
        let isTable = lines.first?.hasPrefix("|") == true
        let header = isTable ? 2 : 0, count = lines.count - header
        let limit = isTable ? tableLimit : listLimit
        var shown = lines.prefix(header + limit).joined(separator: "\n")
        if count > limit {
            shown += "\n\n… and \(count - limit) more: `viper-docs diff --format text` lists them all."
        }
        out += "\n<details\(open ? " open" : "")><summary>\(title) (\(count))</summary>\n\n" + shown + "\n\n</details>\n"
    }

    static func findingTable(_ findings: [FindingDTO]) -> [String] {
        guard !findings.isEmpty else { return [] }
        return ["| severity | rule | location | message |", "|---|---|---|---|"] + findings.map {
            "| \($0.severity) | [\(MarkdownReport.code($0.rule))](\(CheckReport.helpURL(rule: $0.rule))) | "
                + "\(MarkdownReport.code("\($0.file):\($0.line):\($0.column)")) | \(MarkdownReport.cell($0.message)) |"
        }
    }
}
