import Architecture
import Diagrams
import Foundation
import Rules

// MARK: - The findings dashboard
//
// Which rules break most, and where: a table of rules by severity and a table of the modules with
// the most errors, on the index and on `findings.html`, which also lists every finding. Each count
// links to that list filtered (`findings.html#rule=…&severity=…`): `assets/dashboard.js` reads the
// filter from the address, so it works from `file://` without a server.

/// `findings.html`: the dashboard, and every finding with filters by rule, severity, group, module and file.
enum DashboardPageKind: PageKind {
    static let name = "dashboard"
    static func path(of item: Void, _ site: PageBuilder) -> String { PageMap.dashboard }
    static func title(of item: Void, _ site: PageBuilder) -> String { "Findings" }
    static func context(of item: Void, _ site: PageBuilder) -> PageBuilder.DashboardContext { site.dashboard() }
}

extension PageBuilder {
    /// How many of the worst modules the summary lists.
    static let worstModulesShown = 10

    /// `dashboard.mustache`.
    struct DashboardContext: TemplateContext {
        /// `root`, `siteTitle`, `indexHref`, `rulesHref`.
        let frame: Inline<Frame>
        let summary: FindingsSummary
        /// Every finding, sorted.
        let findings: [DashboardFinding]
        /// The filters' choices.
        let ruleChoices: [String]
        /// Groups by title (`Ungrouped` for the modules outside any group), as the list's rows name them.
        let groupChoices: [String]
        let moduleChoices: [String]
        /// The files with findings, in path order.
        let fileChoices: [String]
    }

    /// A finding in the dashboard's list: the row of other lists, with its module's group and the
    /// severity's rank, for sorting (0: error).
    struct DashboardFinding: TemplateContext {
        let row: Inline<ViolationRow>
        let group: String
        let groupTitle: String
        let severityRank: Int
    }

    /// `partials/findings-summary`, on the index and the dashboard.
    struct FindingsSummary: TemplateContext {
        let counts: Counts
        /// The rules with findings: most errors first, then most findings.
        let ruleCounts: [RuleCount]
        let hasRuleCounts: Bool
        /// The modules with findings: most errors first (at most `worstModulesShown`).
        let worstModules: [ModuleCount]
        let hasWorstModules: Bool
        /// "The 10 modules with the most errors", or "The 3 modules with findings".
        let worstModulesTitle: String
        /// The files with findings, most errors first (at most `worstModulesShown`): one fault in a
        /// shared file (a DI module that builds every screen) shows as one row, not one per module.
        let worstFiles: [FileCount]
        let hasWorstFiles: Bool
        let worstFilesTitle: String
        let dashboardHref: String
        /// The dashboard's list of every finding.
        let allFindingsHref: String
    }

    /// One rule's findings by severity, each count linking to the filtered list.
    struct RuleCount: TemplateContext {
        let id: String
        let title: String
        let ruleHref: String?
        let errors, warnings, notes, total: Int
        let hasErrors, hasWarnings, hasNotes: Bool
        let errorsHref, warningsHref, notesHref, totalHref: String
        /// How many modules have findings of the rule.
        let modules: Int
        let modulesHref: String
    }

    /// One file's findings, linking to the list filtered by it.
    struct FileCount: TemplateContext {
        let counts: Inline<Counts>
        let file: String
        let findingsHref: String
    }

    /// One module's findings, linking to the filtered list.
    struct ModuleCount: TemplateContext {
        let counts: Inline<Counts>
        let name: String
        let href: String?
        let groupTitle: String
        let groupHref: String?
        let findingsHref: String
        let errorsHref: String
    }

    func dashboard() -> DashboardContext {
        let page = PageMap.dashboard
        let sorted = content.violations.sorted()
        let groupNames = Set(sorted.map { modulesByName[$0.module]?.group ?? "" })
        return DashboardContext(
            frame: frame(page),
            summary: findingsSummary(page: page),
            findings: sorted.map { violation in
                let group = modulesByName[violation.module]?.group ?? ""
                return DashboardFinding(row: Inline(violationRow(violation, page: page, anchor: nil)), group: group,
                                        groupTitle: AppMap.title(ofGroup: group), severityRank: Self.rank(violation.severity))
            },
            ruleChoices: Set(sorted.map(\.rule)).sorted(),
            groupChoices: Set(groupNames.map { AppMap.title(ofGroup: $0) }).sorted(by: NaturalOrder.less),
            moduleChoices: Set(sorted.map(\.module)).sorted(by: NaturalOrder.less),
            fileChoices: Set(sorted.map(\.location.file)).sorted())
    }

    func findingsSummary(page: String) -> FindingsSummary {
        func filtered(_ pairs: KeyValuePairs<String, String>) -> String {
            SitePaths.href(from: page, to: PageMap.dashboard + "#" + Self.filterFragment(pairs))
        }
        let ruleCounts = violationsByRule.map { id, findings in
            let errors = findings.count { $0.severity == .error }
            let warnings = findings.count { $0.severity == .warning }
            let notes = findings.count { $0.severity == .note }
            return RuleCount(
                id: id, title: content.rules.first { $0.id == id }?.title ?? id, ruleHref: ruleHref(id, from: page),
                errors: errors, warnings: warnings, notes: notes, total: findings.count,
                hasErrors: errors > 0, hasWarnings: warnings > 0, hasNotes: notes > 0,
                errorsHref: filtered(["rule": id, "severity": "error"]), warningsHref: filtered(["rule": id, "severity": "warning"]),
                notesHref: filtered(["rule": id, "severity": "note"]), totalHref: filtered(["rule": id]),
                modules: Set(findings.map(\.module)).count, modulesHref: filtered(["rule": id]))
        }.sorted { ($1.errors, $1.total, $0.id) < ($0.errors, $0.total, $1.id) }

        let modules = violationsByModule.map { name, findings in (name: name, counts: counts(findings)) }
            .sorted { a, b in
                if (a.counts.errors, a.counts.warnings, a.counts.notes) != (b.counts.errors, b.counts.warnings, b.counts.notes) {
                    return (a.counts.errors, a.counts.warnings, a.counts.notes) > (b.counts.errors, b.counts.warnings, b.counts.notes)
                }
                return NaturalOrder.less(a.name, b.name)
            }
        let worst = modules.prefix(Self.worstModulesShown).map { module in
            let group = modulesByName[module.name]?.group ?? ""
            return ModuleCount(
                counts: Inline(module.counts), name: module.name, href: moduleHref(module.name, from: page),
                groupTitle: AppMap.title(ofGroup: group), groupHref: groupHref(group, from: page),
                findingsHref: filtered(["module": module.name]), errorsHref: filtered(["module": module.name, "severity": "error"]))
        }
        let withErrors = modules.filter { $0.counts.errors > 0 }.count
        let worstModulesTitle = withErrors >= worst.count
            ? (worst.count == 1 ? "The module with the most errors" : "The \(worst.count) modules with the most errors")
            : (worst.count == 1 ? "The module with findings" : "The \(worst.count) modules with the most findings")
        let files = worstFiles(page: page)
        return FindingsSummary(
            counts: counts(content.violations),
            ruleCounts: ruleCounts,
            hasRuleCounts: !ruleCounts.isEmpty,
            worstModules: worst,
            hasWorstModules: !worst.isEmpty,
            worstModulesTitle: worstModulesTitle,
            worstFiles: files.rows,
            hasWorstFiles: !files.rows.isEmpty,
            worstFilesTitle: files.title,
            dashboardHref: SitePaths.href(from: page, to: PageMap.dashboard),
            allFindingsHref: SitePaths.href(from: page, to: PageMap.dashboard + "#all-findings"))
    }

    /// The files with the most findings (errors first, then warnings, notes), and the table's title.
    private func worstFiles(page: String) -> (rows: [FileCount], title: String) {
        let byFile = Dictionary(grouping: content.violations, by: \.location.file).map { (file: $0.key, counts: counts($0.value)) }
            .sorted { a, b in
                let (x, y) = ((a.counts.errors, a.counts.warnings, a.counts.notes), (b.counts.errors, b.counts.warnings, b.counts.notes))
                return x != y ? x > y : a.file < b.file
            }
        let rows = byFile.prefix(Self.worstModulesShown).map { file in
            FileCount(counts: Inline(file.counts), file: file.file,
                      findingsHref: SitePaths.href(from: page, to: PageMap.dashboard + "#" + Self.filterFragment(["file": file.file])))
        }
        let title = rows.count == 1 ? "The file with findings" : "The \(rows.count) files with the most findings"
        return (rows, title)
    }

    /// `rule=a&severity=error`: the dashboard's filter, as its script reads it (`URLSearchParams`).
    static func filterFragment(_ pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { "\($0.key)=\(formEncoded($0.value))" }.joined(separator: "&")
    }

    /// `value` percent-encoded as `URLSearchParams` reads it (every byte but letters, digits and
    /// `-._~` escaped, so that `&`, `=`, `+` and `#` stay inside the value).
    static func formEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: formAllowed) ?? value
    }

    private static let formAllowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}

// MARK: - Natural order

/// Names in the order a reader expects: `Home2` before `Home19` (digits compare as numbers), case
/// ignored first; equal names then in code-point order, so that the order is total and the same
/// on every machine.
enum NaturalOrder {
    static func less(_ a: String, _ b: String) -> Bool {
        switch a.compare(b, options: [.numeric, .caseInsensitive]) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: a < b
        }
    }
}
