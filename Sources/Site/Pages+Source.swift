import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - Source pages

extension PageBuilder {
    /// `source.mustache`: one scanned file, every line numbered and anchored (`id="L12"`).
    ///
    /// `root`, `siteTitle`, `indexHref`, `path`, `folders` [String] (the path's folders, for a
    /// breadcrumb), `fileName`, `language` ("Swift", "Objective-C" or "Text"), `languageClass`
    /// (`swift`, `objc`, `plain`), `isHighlighted`, `lineCount`, `lineCountLabel`, `module` ({`name`, `href`}
    /// or null), `declarations` [{`name`, `kind`, `lineHref`, `line`, `role`, `roleTitle`, `componentHref`}],
    /// `hasDeclarations`, `counts` (as on the index), `findings` [violationRow with `lineHref`],
    /// `lines` [{`number`, `anchor`, `html` (escaped and highlighted, to insert with `{{{html}}}`),
    /// `hasFindings`, `severity` (the worst of the line's), `findings` [{`severity`, `isError`/`isWarning`/
    /// `isNote`, `rule`, `ruleHref`, `message`}]}].
    ///
    /// - Parameter lines: the file's lines as HTML (`SourceHighlighter.lines(of:language:)`).
    func source(path: String, lines htmlLines: [String]) -> [String: Any] {
        let page = map.sourcePages[path]!
        let language = self.language(of: path)
        let findings = violationsByFile[path] ?? []
        let findingsByLine = Dictionary(grouping: findings, by: \.location.line)
        let owner = module(containing: path)
        let facts = filesByPath[path]

        var lines: [[String: Any]] = []
        lines.reserveCapacity(htmlLines.count)
        for (offset, html) in htmlLines.enumerated() {
            let number = offset + 1
            var line: [String: Any] = [
                "number": number,
                "anchor": SitePaths.lineAnchor(number),
                "html": html,
            ]
            if let here = findingsByLine[number] {
                // Worst first: the line takes the colour of its most severe finding.
                let sorted = here.sorted { ($0.severity, $0) < ($1.severity, $1) }
                line["hasFindings"] = true
                line["severity"] = sorted[0].severity.rawValue
                line["findings"] = sorted.map { violation in
                    severityFlags(violation.severity).merging([
                        "rule": violation.rule,
                        "ruleHref": ruleHref(violation.rule, from: page),
                        "message": violation.message,
                        "column": violation.location.column,
                    ]) { a, _ in a }
                }
            } else {
                line["hasFindings"] = false
                line["severity"] = NSNull()
                line["findings"] = [] as [Any]
            }
            lines.append(line)
        }
        let declarations = facts?.types.map { type -> [String: Any] in
            let component = componentsByType[type.name].flatMap { $0.component.location.file == path ? $0 : nil }
            return [
                "name": type.name,
                "kind": type.kind.rawValue,
                "line": type.location.line,
                "lineHref": "#" + SitePaths.lineAnchor(type.location.line),
                "role": component?.1.role.rawValue ?? NSNull(),
                "roleTitle": component?.1.role.title ?? NSNull(),
                "componentHref": component.flatMap { module, component in
                    map.modulePages[module.name].map {
                        SitePaths.href(from: page, to: $0 + "#" + SitePaths.componentAnchor(component.type))
                    }
                } ?? NSNull(),
            ]
        } ?? []
        let folders = path.split(separator: "/").dropLast().map(String.init)
        return [
            "root": SitePaths.root(of: page),
            "siteTitle": content.title,
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "path": path,
            "folders": folders,
            "fileName": String(path.split(separator: "/").last ?? ""),
            "language": language.map(Self.languageName) ?? "Text",
            "languageClass": language.map(Self.languageClass) ?? "plain",
            "isHighlighted": language == .swift,
            "lineCount": htmlLines.count,
            "lineCountLabel": Self.count(htmlLines.count, "line"),
            "module": owner.map { moduleLink($0.name, page: page) } ?? NSNull(),
            "declarations": declarations,
            "hasDeclarations": !declarations.isEmpty,
            "counts": counts(findings),
            "findings": findings.map { violation in
                violationRow(violation, page: page, anchor: nil).merging([
                    "lineHref": "#" + SitePaths.lineAnchor(violation.location.line),
                ]) { _, b in b }
            },
            "lines": lines,
        ]
    }

    /// The language of a scanned file: as the scanner saw it, else by its extension.
    func language(of path: String) -> SourceLanguage? {
        filesByPath[path]?.language ?? SourceHighlighter.language(ofPath: path)
    }

    /// The module a file belongs to: the one with a component declared in it, else the one whose
    /// folder holds it.
    func module(containing path: String) -> Module? {
        moduleByComponentFile[path]
            ?? content.model.modules.first { !$0.folder.isEmpty && path.hasPrefix($0.folder + "/") }
    }

    static func languageName(_ language: SourceLanguage) -> String {
        switch language {
        case .swift: "Swift"
        case .objectiveC: "Objective-C"
        }
    }

    static func languageClass(_ language: SourceLanguage) -> String {
        switch language {
        case .swift: "swift"
        case .objectiveC: "objc"
        }
    }
}
