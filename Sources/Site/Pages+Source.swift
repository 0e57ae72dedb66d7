import Architecture
import Diagrams
import Foundation
import Mustache
import Rules
import SourceScanner

// MARK: - Source pages

/// `source/<path>.html`: one scanned file, every line numbered and anchored (`id="L12"`).
enum SourcePageKind: PageKind {
    static let name = "source"
    static func items(_ site: PageBuilder) -> [String] { site.content.sources.paths.sorted { PathKey($0) < PathKey($1) } }
    static func path(of file: String, _ site: PageBuilder) -> String { site.map.sourcePages[file]! }
    static func title(of file: String, _ site: PageBuilder) -> String { file }
    static func textFile(of file: String) -> String? { file }
    static func context(of file: String, _ site: PageBuilder) throws -> PageBuilder.SourceContext {
        // Highlighting is the slowest part of a source page: done here, on all cores, from the
        // ranges the scan kept when it parsed the file.
        let text = try site.content.sources.text(of: file) ?? ""
        return site.source(path: file, lines: SourceHighlighter.lines(of: text, language: site.language(of: file),
                                                                      known: site.content.sources.keptSpans(of: file, text: text)))
    }
    /// The page without its highlighted lines, the text they are made from (or the digest of the
    /// file, when the build knows it: then an unchanged file is not read at all), and the file's
    /// findings (their notes go between the lines).
    static func inputs(of file: String, _ site: PageBuilder) throws -> (any Encodable)? {
        let digest = site.content.sources.knownDigest(of: file)
        return SourceInputs(page: site.source(path: file, lines: []), textDigest: digest,
                            text: digest == nil ? try site.content.sources.text(of: file) ?? "" : nil,
                            findings: site.violationsByFile[file] ?? [])
    }

    private struct SourceInputs: Encodable {
        let page: PageBuilder.SourceContext
        let textDigest: String?
        let text: String?
        let findings: [Violation]
    }
}

extension PageBuilder {
    /// `source.mustache`.
    struct SourceContext: TemplateContext {
        let root: String
        let siteTitle: String
        let indexHref: String
        let path: String
        /// The path's folders, for a breadcrumb.
        let folders: [String]
        let fileName: String
        /// "Swift", "Objective-C" or "Text".
        let language: String
        /// `swift`, `objc`, `plain`.
        let languageClass: String
        let isHighlighted: Bool
        let lineCount: Int
        let lineCountLabel: String
        /// The module the file belongs to.
        let module: ModuleLink?
        /// The module's group.
        let group: GroupLink?
        let declarations: [Declaration]
        let hasDeclarations: Bool
        /// The file's findings (as on the index).
        let counts: Counts
        /// With `lineHref`.
        let findings: [ViolationRow]
        /// Every line, for a theme that wants other markup than `code`.
        let lines: [SourceLineContext]
        /// HTML: every line as the default theme shows it, numbered, anchored, with its findings'
        /// notes, to insert with `{{{code}}}`.
        let code: String
    }

    struct Declaration: TemplateContext {
        let name: String
        let kind: String
        let line: Int
        let lineHref: String
        let role: String?
        let roleTitle: String?
        let componentHref: String?
    }

    /// - Parameter lines: the file's lines as HTML (`SourceHighlighter.lines(of:language:)`).
    func source(path: String, lines htmlLines: [String]) -> SourceContext {
        let page = map.sourcePages[path]!
        let language = self.language(of: path)
        let findings = violationsByFile[path] ?? []
        let findingsByLine = Dictionary(grouping: findings, by: \.location.line)
        let owner = module(containing: path)
        let facts = filesByPath[path]

        var lines: [SourceLineContext] = []
        lines.reserveCapacity(htmlLines.count)
        // The default theme's markup of all lines, written here rather than by the template:
        // Mustache took a third of the time of writing a large site on these lines alone.
        var code = ""
        code.reserveCapacity(htmlLines.reduce(0) { $0 + $1.utf8.count + 120 })
        for (offset, html) in htmlLines.enumerated() {
            let number = offset + 1
            let anchor = SitePaths.lineAnchor(number)
            var line = SourceLineContext(number: number, anchor: anchor, html: html)
            if let here = findingsByLine[number] {
                // Worst first: the line takes the colour of its most severe finding.
                let sorted = here.sorted { ($0.severity, $0) < ($1.severity, $1) }
                code += "<span class=\"line has-finding severity-\(sorted[0].severity.rawValue)\" id=\"\(anchor)\">"
                    + "<a class=\"line-number\" href=\"#\(anchor)\" tabindex=\"-1\">\(number)</a><span class=\"line-code\">\(html)</span>\n</span>"
                for violation in sorted {
                    let severity = violation.severity.rawValue
                    code += "<span class=\"finding-note severity-\(severity)\" role=\"note\"><span class=\"badge badge-\(severity)\">\(severity)</span> "
                        + HTML.escape(violation.message)
                    if let href = ruleHref(violation.rule, from: page) {
                        code += " <a class=\"rule-id\" href=\"\(HTML.escape(href))\">\(HTML.escape(violation.rule))</a></span>"
                    } else {
                        code += " <code class=\"rule-id\">\(HTML.escape(violation.rule))</code></span>"
                    }
                }
                line.severity = sorted[0].severity.rawValue
                line.findings = sorted.map { violation in
                    LineFinding(flags: Inline(SeverityFields(violation.severity)), rule: violation.rule,
                                ruleHref: ruleHref(violation.rule, from: page), message: violation.message,
                                column: violation.location.column)
                }
            } else {
                code += "<span class=\"line\" id=\"\(anchor)\"><a class=\"line-number\" href=\"#\(anchor)\" tabindex=\"-1\">\(number)</a>"
                    + "<span class=\"line-code\">\(html)</span>\n</span>"
            }
            lines.append(line)
        }
        let declarations = facts?.types.map { type -> Declaration in
            let component = componentsByType[type.name].flatMap { $0.component.location.file == path ? $0 : nil }
            return Declaration(
                name: type.name,
                kind: type.kind.rawValue,
                line: type.location.line,
                lineHref: "#" + SitePaths.lineAnchor(type.location.line),
                role: component?.1.role.rawValue,
                roleTitle: component?.1.role.title,
                componentHref: component.flatMap { module, component in
                    map.modulePages[module.name].map {
                        SitePaths.href(from: page, to: $0 + "#" + SitePaths.componentAnchor(component.type))
                    }
                })
        } ?? []
        let parts = Self.pathComponents(path)
        let folders = Array(parts.dropLast())
        return SourceContext(
            root: SitePaths.root(of: page),
            siteTitle: content.title,
            indexHref: SitePaths.href(from: page, to: PageMap.index),
            path: path,
            folders: folders,
            fileName: parts.last ?? "",
            language: language.map(Self.languageName) ?? "Text",
            languageClass: language.map(Self.languageClass) ?? "plain",
            isHighlighted: language != nil,
            lineCount: htmlLines.count,
            lineCountLabel: Self.count(htmlLines.count, "line"),
            module: owner.map { moduleLink($0.name, page: page) },
            group: owner.map { GroupLink(title: AppMap.title(ofGroup: $0.group), href: groupHref($0.group, from: page), isCurrent: false) },
            declarations: declarations,
            hasDeclarations: !declarations.isEmpty,
            counts: counts(findings),
            findings: findings.map { violation in
                var row = violationRow(violation, page: page, anchor: nil)
                row.lineHref = "#" + SitePaths.lineAnchor(violation.location.line)
                return row
            },
            lines: lines,
            code: code)
    }

    /// `path` split at `/`, empty parts left out; an ASCII path by its bytes (a source page's
    /// breadcrumb split thousands of paths by characters).
    static func pathComponents(_ path: String) -> [String] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").map(String.init) }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
    }

    /// The language of a scanned file: as the scanner saw it, else by its extension.
    func language(of path: String) -> SourceLanguage? {
        filesByPath[path]?.language ?? SourceHighlighter.language(ofPath: path)
    }

    /// The module a file belongs to: the one with a component declared in it, else the one whose
    /// folder holds it.
    func module(containing path: String) -> Module? {
        if let module = moduleByComponentFile[path] { return module }
        // The nearest folder up from the file that is a module's (a dictionary walk: a large app
        // has thousands of files and a thousand modules).
        var folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        while !folders.isEmpty {
            if let module = moduleByFolder[folders.joined(separator: "/")] { return module }
            folders = folders.dropLast()
        }
        return nil
    }

    static func languageName(_ language: SourceLanguage) -> String {
        switch language {
        case .swift: "Swift"
        case .objectiveC: "Objective-C"
        case .storyboard: "Storyboard"
        }
    }

    static func languageClass(_ language: SourceLanguage) -> String {
        switch language {
        case .swift: "swift"
        case .objectiveC: "objc"
        case .storyboard: "storyboard"
        }
    }
}

/// One line of a source page, as `source.mustache` sees it: {`number`, `anchor`, `html`, `hasFindings`,
/// `severity` (or null), `findings` [LineFinding]}. A theme that reads only `code` never pays for these.
struct SourceLineContext: TemplateContext {
    let number: Int
    let anchor: String
    let html: String
    var severity: String?
    var findings: [PageBuilder.LineFinding] = []

    init(number: Int, anchor: String, html: String) {
        self.number = number
        self.anchor = anchor
        self.html = html
    }

    private enum CodingKeys: String, CodingKey {
        case number, anchor, html, hasFindings, severity, findings
    }

    func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(number, forKey: .number)
        try fields.encode(anchor, forKey: .anchor)
        try fields.encode(html, forKey: .html)
        try fields.encode(!findings.isEmpty, forKey: .hasFindings)
        try fields.encodeIfPresent(severity, forKey: .severity)
        try fields.encode(findings, forKey: .findings)
    }
}

extension PageBuilder {
    /// A finding of one line of a source page.
    struct LineFinding: TemplateContext {
        let flags: Inline<SeverityFields>
        let rule: String
        let ruleHref: String?
        let message: String
        let column: Int
    }
}
