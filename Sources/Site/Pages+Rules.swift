import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - Rule pages

extension PageBuilder {
    /// `rule.mustache`: one rule, its examples and this app's findings of it.
    ///
    /// `root`, `siteTitle`, `indexHref`, `rulesHref`, `id`, `title`, `severity`, `isError`/`isWarning`/`isNote`,
    /// `rationale`, `styles` [String], `hasStyles`, `triggeringExamples`/`nonTriggeringExamples`
    /// [example], `hasTriggeringExamples`, `hasNonTriggeringExamples`, `findings` [violationRow],
    /// `hasFindings`, `findingsLabel`.
    ///
    /// An example is {`number`, `files` [{`path`, `language`, `code` (highlighted HTML, `↓` in a
    /// `<mark class="marker">`, to insert with `{{{code}}}`), `isRelevant`}], `relevantFiles`,
    /// `otherFiles` (the same, split: a file that is the same in every example of the rule and
    /// holds no `↓` is scaffolding), `hasOtherFiles`, `otherFilesLabel`}.
    func rule(_ rule: RuleSummary) -> [String: Any] {
        let page = map.rulePages[rule.id]!
        let findings = content.violations.filter { $0.rule == rule.id }.sorted()
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
        func examples(_ list: [RuleExample]) -> [[String: Any]] {
            list.enumerated().map { offset, example in
                let files = example.files.map { file -> [String: Any] in
                    let language = SourceHighlighter.language(ofPath: file.path)
                    let html = SourceHighlighter.lines(of: file.code, language: language).joined(separator: "\n")
                    return [
                        "path": file.path,
                        "language": language.map(Self.languageClass) ?? "plain",
                        "code": Self.markExamplePositions(html),
                        "isRelevant": isRelevant(file),
                    ]
                }
                let relevant = files.filter { $0["isRelevant"] as? Bool == true }
                let other = files.filter { $0["isRelevant"] as? Bool != true }
                return [
                    "number": offset + 1,
                    "files": files,
                    "relevantFiles": relevant,
                    "otherFiles": other,
                    "hasOtherFiles": !other.isEmpty,
                    "otherFilesLabel": Self.count(other.count, "more file"),
                ]
            }
        }
        return severityFlags(rule.severity).merging([
            "root": SitePaths.root(of: page),
            "siteTitle": content.title,
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "rulesHref": SitePaths.href(from: page, to: SiteMap.rules),
            "id": rule.id,
            "title": rule.title,
            "rationale": rule.rationale,
            "styles": rule.styles.map(\.rawValue),
            "hasStyles": !rule.styles.isEmpty,
            "triggeringExamples": examples(rule.triggeringExamples),
            "nonTriggeringExamples": examples(rule.nonTriggeringExamples),
            "hasTriggeringExamples": !rule.triggeringExamples.isEmpty,
            "hasNonTriggeringExamples": !rule.nonTriggeringExamples.isEmpty,
            "findings": findings.map { violationRow($0, page: page, anchor: nil) },
            "hasFindings": !findings.isEmpty,
            "findingsLabel": Self.count(findings.count, "finding"),
        ]) { a, _ in a }
    }

    /// `↓` (which Swift reads as an operator) as a `<mark>`, rather than as a highlighted operator.
    static func markExamplePositions(_ html: String) -> String {
        let mark = #"<mark class="marker" title="reported here">↓</mark>"#
        return html.replacingOccurrences(of: #"<span class="operator">↓</span>"#, with: "\u{0}")
            .replacingOccurrences(of: "↓", with: mark)
            .replacingOccurrences(of: "\u{0}", with: mark)
    }
}
