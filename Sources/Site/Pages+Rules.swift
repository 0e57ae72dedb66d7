import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - The rulebook and the rule pages

/// `rules.html`: every rule, with the number of its findings.
enum RulesPageKind: PageKind {
    static let name = "rules"
    static func path(of item: Void, _ site: PageBuilder) -> String { PageMap.rules }
    static func title(of item: Void, _ site: PageBuilder) -> String { "Rules" }
    static func context(of item: Void, _ site: PageBuilder) -> PageBuilder.RulesContext { site.rules() }
}

/// `rules/<id>.html`: one rule, its examples and this app's findings of it.
enum RulePageKind: PageKind {
    static let name = "rule"
    static func items(_ site: PageBuilder) -> [RuleSummary] { site.content.rules }
    static func path(of rule: RuleSummary, _ site: PageBuilder) -> String { site.map.rulePages[rule.id]! }
    static func title(of rule: RuleSummary, _ site: PageBuilder) -> String { rule.title }
    static func context(of rule: RuleSummary, _ site: PageBuilder) -> PageBuilder.RuleContext { site.rule(rule) }
    /// The page with its examples' code as written, not highlighted (highlighting parses every
    /// example: most of the time a rebuild spent on rule pages it did not render).
    static func inputs(of rule: RuleSummary, _ site: PageBuilder) -> (any Encodable)? { site.rule(rule, highlighted: false) }
}

extension PageBuilder {
    /// `rules.mustache`.
    struct RulesContext: TemplateContext {
        let root: String
        let siteTitle: String
        let indexHref: String
        /// All findings (as on the index).
        let counts: Counts
        let hasRules: Bool
        /// By id.
        let rules: [RuleRow]
    }

    struct RuleRow: TemplateContext {
        let flags: Inline<SeverityFields>
        let id: String
        /// Its `id` on the rules page.
        let anchor: String
        /// The rule's page.
        let href: String
        let title: String
        let rationale: String
        let findings: Int
        let findingsLabel: String
        let hasFindings: Bool
    }

    func rules() -> RulesContext {
        let page = PageMap.rules
        return RulesContext(
            root: "",
            siteTitle: content.title,
            indexHref: SitePaths.href(from: page, to: PageMap.index),
            counts: counts(content.violations),
            hasRules: !content.rules.isEmpty,
            rules: content.rules.sorted { $0.id < $1.id }.map { rule in
                let findings = violationsByRule[rule.id]?.count ?? 0
                return RuleRow(
                    flags: Inline(SeverityFields(rule.severity)), id: rule.id, anchor: SitePaths.ruleAnchor(rule.id),
                    href: SitePaths.href(from: page, to: map.rulePages[rule.id]!), title: rule.title,
                    rationale: rule.rationale, findings: findings, findingsLabel: Self.count(findings, "finding"),
                    hasFindings: findings > 0)
            })
    }

    /// `rule.mustache`.
    struct RuleContext: TemplateContext {
        /// `root`, `siteTitle`, `indexHref`, `rulesHref`.
        let frame: Inline<Frame>
        let flags: Inline<SeverityFields>
        let id: String
        let title: String
        let rationale: String
        /// The module styles the rule applies to; none: all.
        let styles: [String]
        let hasStyles: Bool
        let triggeringExamples, nonTriggeringExamples: [Example]
        let hasTriggeringExamples, hasNonTriggeringExamples: Bool
        let findings: [ViolationRow]
        let hasFindings: Bool
        let findingsLabel: String
    }

    /// An example: its files, and the same split into those that matter and the scaffolding (a file
    /// that is the same in every example of the rule and holds no `↓`).
    struct Example: TemplateContext {
        let number: Int
        let files: [ExampleFileRow]
        let relevantFiles: [ExampleFileRow]
        let otherFiles: [ExampleFileRow]
        let hasOtherFiles: Bool
        /// "2 more files".
        let otherFilesLabel: String
    }

    struct ExampleFileRow: TemplateContext {
        let path: String
        /// `swift`, `objc`, `plain`.
        let language: String
        /// Highlighted HTML, `↓` in a `<mark class="marker">`, to insert with `{{{code}}}`.
        let code: String
        let isRelevant: Bool
    }

    /// `highlighted: false`: each example's code as written (for the page's digest).
    func rule(_ rule: RuleSummary, highlighted: Bool = true) -> RuleContext {
        let page = map.rulePages[rule.id]!
        let findings = violationsByRule[rule.id] ?? []
        let allExamples = rule.triggeringExamples + rule.nonTriggeringExamples
        // path → the distinct texts it has across the examples.
        var variants: [String: Set<String>] = [:]
        for example in allExamples {
            for file in example.files { variants[file.path, default: []].insert(file.code) }
        }
        let counted = allExamples.count
        func isRelevant(_ file: ExampleFile) -> Bool {
            file.code.contains("↓") || counted < 2 || (variants[file.path]?.count ?? 0) > 1
                || allExamples.contains { !$0.files.contains { $0.path == file.path } }
        }
        func examples(_ list: [RuleExample]) -> [Example] {
            list.enumerated().map { offset, example in
                let files = example.files.map { file in
                    let language = SourceHighlighter.language(ofPath: file.path)
                    let code = highlighted
                        ? Self.markExamplePositions(SourceHighlighter.lines(of: file.code, language: language).joined(separator: "\n"))
                        : file.code
                    return ExampleFileRow(path: file.path, language: language.map(Self.languageClass) ?? "plain",
                                          code: code, isRelevant: isRelevant(file))
                }
                let other = files.filter { !$0.isRelevant }
                return Example(number: offset + 1, files: files, relevantFiles: files.filter(\.isRelevant), otherFiles: other,
                               hasOtherFiles: !other.isEmpty, otherFilesLabel: Self.count(other.count, "more file"))
            }
        }
        return RuleContext(
            frame: frame(page),
            flags: Inline(SeverityFields(rule.severity)),
            id: rule.id,
            title: rule.title,
            rationale: rule.rationale,
            styles: rule.styles.map(\.rawValue),
            hasStyles: !rule.styles.isEmpty,
            triggeringExamples: examples(rule.triggeringExamples),
            nonTriggeringExamples: examples(rule.nonTriggeringExamples),
            hasTriggeringExamples: !rule.triggeringExamples.isEmpty,
            hasNonTriggeringExamples: !rule.nonTriggeringExamples.isEmpty,
            findings: findings.map { violationRow($0, page: page, anchor: nil) },
            hasFindings: !findings.isEmpty,
            findingsLabel: Self.count(findings.count, "finding"))
    }

    /// `↓` (which Swift reads as an operator) as a `<mark>`, rather than as a highlighted operator.
    static func markExamplePositions(_ html: String) -> String {
        let mark = #"<mark class="marker" title="reported here">↓</mark>"#
        return html.replacingOccurrences(of: #"<span class="operator">↓</span>"#, with: "\u{0}")
            .replacingOccurrences(of: "↓", with: mark)
            .replacingOccurrences(of: "\u{0}", with: mark)
    }
}
