import Architecture
import Diagrams
import Foundation
import Rules
import SourceScanner

// MARK: - Building pages
//
// What each template sees is a typed context (`TemplateContext`), built by the page's kind
// (`PageKind`) from the lookups here, which are built once for the whole site. Every link is already
// relative to the page.

/// The lookups and shared pieces every page of one site is built from: one object, which every
/// page's job refers to (a copy in each job's closures took tens of megabytes at 5,000 modules).
final class PageBuilder {
    let content: SiteContent
    let map: PageMap
    /// The site's published address (`https://example.com/docs/`), for canonical links; nil when unknown.
    let baseURL: String?
    let violationsByModule: [String: [Violation]]
    /// File → its findings, sorted.
    let violationsByFile: PathMap<[Violation]>
    /// Rule id → its findings, sorted.
    let violationsByRule: [String: [Violation]]
    /// Module → the modules that open it, sorted.
    let navigatedFrom: [String: [String]]
    /// Lookups for source pages, from the model's index: a site may have thousands of files.
    let filesByPath: PathMap<FileFacts>
    /// Component type → its module and itself (the first, should two modules share a type name).
    let componentsByType: [String: (module: Module, component: Component)]
    /// File → the module with a component declared in it.
    let moduleByComponentFile: [String: Module]
    /// The lines of every file with a finding, to quote them (from `sourceLines`, else `sources`).
    private let quotableLines: PathMap<[String]>
    let ruleIDs: Set<String>
    /// A violation → its number (from 1) on its module's page.
    let violationNumbers: [Violation: Int]
    /// Module name → the module (the first, should two share a name).
    let modulesByName: [String: Module]
    /// Module name → the services and the entities it uses, sorted by name.
    let servicesByModule: [String: [AppNode]]
    let entitiesByModule: [String: [AppNode]]
    /// A module's folder → the module, to find the module of a file that declares no component.
    let moduleByFolder: [String: Module]
    /// Group name → its modules, sorted by name, for the group pages; and the groups in order.
    let groups: [(name: String, modules: [Module])]
    /// Whether the index's app map shows groups (a large app) rather than modules.
    let appMapShowsGroups: Bool
    /// Module name → the model's decisions about it, in pass order (indices into `content.model.decisions`).
    let decisionsByModule: [String: [Int]]
    /// Each pass's number and how many there are (`[4/9]`), counted once for every page.
    let passNumbers: (numbers: [String: Int], count: Int)
    /// Every service and entity as a module page shows it (`appNode`), by name. All module pages
    /// are in one folder, so their links are the same on each; built once, because a service that
    /// a thousand modules use lists a thousand links on each of a thousand pages.
    private(set) var appNodesOnModulePages: [String: AppNodeRow] = [:]
    /// Replaces the diagram placeholders of guides.
    let placeholders: DiagramPlaceholders

    /// A builder for `content`, taking the lookups `other` made for the same site before its diagrams
    /// were drawn (the same model, findings, sources and map): only the diagrams' placeholders are
    /// made again. A site's second part (`SiteWriter.Session.finish`) made them all twice.
    init(content: SiteContent, reusing other: PageBuilder) {
        self.content = content
        map = other.map
        baseURL = other.baseURL
        violationsByModule = other.violationsByModule
        violationsByFile = other.violationsByFile
        violationsByRule = other.violationsByRule
        navigatedFrom = other.navigatedFrom
        filesByPath = other.filesByPath
        componentsByType = other.componentsByType
        moduleByComponentFile = other.moduleByComponentFile
        quotableLines = other.quotableLines
        ruleIDs = other.ruleIDs
        violationNumbers = other.violationNumbers
        modulesByName = other.modulesByName
        servicesByModule = other.servicesByModule
        entitiesByModule = other.entitiesByModule
        moduleByFolder = other.moduleByFolder
        groups = other.groups
        appMapShowsGroups = other.appMapShowsGroups
        decisionsByModule = other.decisionsByModule
        passNumbers = other.passNumbers
        appNodesOnModulePages = other.appNodesOnModulePages
        placeholders = DiagramPlaceholders(content: content, map: other.map)
    }

    init(content: SiteContent, map: PageMap, baseURL: String? = nil) {
        self.content = content
        self.map = map
        self.baseURL = baseURL
        violationsByModule = Dictionary(grouping: content.violations.sorted(), by: \.module)
        var byFile = PathMap<[Violation]>()
        for violation in content.violations.sorted() { byFile[violation.location.file, default: []].append(violation) }
        violationsByFile = byFile
        violationsByRule = Dictionary(grouping: content.violations.sorted(), by: \.rule)
        var from: [String: Set<String>] = [:]
        for module in content.model.modules {
            for target in module.navigatesTo { from[target, default: []].insert(module.name) }
        }
        navigatedFrom = from.mapValues { $0.sorted() }
        ruleIDs = Set(content.rules.map(\.id))
        violationNumbers = Self.numbers(of: violationsByModule)
        // The model's own lookups, built once per model.
        let index = content.model.index
        filesByPath = index.filesByPath
        componentsByType = index.componentsByType
        moduleByComponentFile = index.moduleByComponentFile
        modulesByName = index.modulesByName
        // Built once: looking them up per module page made a large app's pages quadratic.
        func uses(_ nodes: [AppNode]) -> [String: [AppNode]] {
            var result: [String: [AppNode]] = [:]
            for node in nodes.sorted(by: { $0.name < $1.name }) {
                for module in Set(node.usedBy) { result[module, default: []].append(node) }
            }
            return result
        }
        servicesByModule = uses(content.model.services)
        entitiesByModule = uses(content.model.entities)
        var folders: [String: Module] = [:]
        for module in content.model.modules where !module.folder.isEmpty && folders[module.folder] == nil {
            folders[module.folder] = module
        }
        moduleByFolder = folders
        groups = content.model.groups
        appMapShowsGroups = AppMap.showsGroups(content.model, limit: content.diagramNodeLimit)
        decisionsByModule = Self.decisionsByModule(content.model)
        passNumbers = content.model.passNumbers
        var quotable = PathMap<[String]>()
        for file in violationsByFile.paths {
            quotable[file] = content.sourceLines[file]
                ?? (try? content.sources.text(of: file))?.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        }
        quotableLines = quotable
        placeholders = DiagramPlaceholders(content: content, map: map)
        var nodes: [String: AppNodeRow] = [:]
        // Any page of the folder will do: the links of an app node carry no link to the page itself.
        let modulePage = SitePaths.modulePage(named: "_")
        for (kind, list) in [("service", content.model.services), ("entity", content.model.entities)] {
            for node in list where nodes[kind + ":" + node.name] == nil {
                nodes[kind + ":" + node.name] = appNode(node, page: modulePage)
            }
        }
        appNodesOnModulePages = nodes
    }

    /// Each finding's number (from 1) on its module's page: its place among the module's findings, sorted.
    static func numbers(of violationsByModule: [String: [Violation]]) -> [Violation: Int] {
        var numbers: [Violation: Int] = [:]
        for violations in violationsByModule.values {
            for (offset, violation) in violations.enumerated() where numbers[violation] == nil {
                numbers[violation] = offset + 1
            }
        }
        return numbers
    }

    // MARK: Layout

    /// `layout.mustache`: the frame around every page.
    struct Layout: TemplateContext {
        let root: String
        /// The generated search index (`assets/search-index.js`), from this page.
        let searchIndexHref: String
        /// The page's absolute URL when the site has a base URL.
        let canonicalURL: String?
        let siteTitle: String
        let pageTitle: String
        /// For `<title>`.
        let documentTitle: String
        let stylesheet: String
        let indexHref: String
        let rulesHref: String
        /// The findings dashboard.
        let dashboardHref: String
        /// The dependency matrix and the metrics.
        let dependenciesHref: String
        /// The guides on the index, or null when there are none.
        let guidesHref: String?
        let aboutHref: String
        /// The kind of the page (`module`), and a flag per kind: `isIndex`, `isModule`, `isGroup`,
        /// `isGuide`, `isRule`, `isSource`, `isAbout`, `isDashboard`; `isRules` is true on the rules
        /// page and on every rule's page.
        let kind: String
        let isIndex, isModule, isGroup, isGuide, isRules, isRule, isSource, isAbout, isDashboard, isDependencies: Bool
        /// The page's HTML, to insert with `{{{content}}}`.
        var content: String
        /// `viper-docs 0.2.0`, for `<meta name="generator">`; never page text, so that a site
        /// changes only with the version.
        let generator: String
    }

    func layout(page: String, kind: String, pageTitle: String, body: String) -> Layout {
        Layout(
            root: SitePaths.root(of: page),
            searchIndexHref: SitePaths.href(from: page, to: SearchIndex.path),
            canonicalURL: baseURL.map { SitemapXML.absoluteURL(of: page, base: $0) },
            siteTitle: content.title,
            pageTitle: pageTitle,
            documentTitle: kind == IndexPageKind.name ? "\(content.title) — VIPER architecture" : "\(pageTitle) — \(content.title)",
            stylesheet: SitePaths.href(from: page, to: Theme.stylesheet),
            indexHref: SitePaths.href(from: page, to: PageMap.index),
            rulesHref: SitePaths.href(from: page, to: PageMap.rules),
            dashboardHref: SitePaths.href(from: page, to: PageMap.dashboard),
            dependenciesHref: SitePaths.href(from: page, to: PageMap.dependencies),
            guidesHref: content.guides.isEmpty ? nil : SitePaths.href(from: page, to: PageMap.index + "#guides"),
            aboutHref: SitePaths.href(from: page, to: PageMap.about),
            kind: kind,
            isIndex: kind == IndexPageKind.name, isModule: kind == ModulePageKind.name, isGroup: kind == GroupPageKind.name,
            isGuide: kind == GuidePageKind.name, isRules: kind == RulesPageKind.name || kind == RulePageKind.name,
            isRule: kind == RulePageKind.name, isSource: kind == SourcePageKind.name, isAbout: kind == AboutPageKind.name,
            isDashboard: kind == DashboardPageKind.name, isDependencies: kind == DependenciesPageKind.name,
            content: body,
            generator: ViperDocsVersion.generator)
    }

    /// What most pages show in their breadcrumb and header.
    struct Frame: TemplateContext {
        let root: String
        let siteTitle: String
        let indexHref: String
        let rulesHref: String
    }

    func frame(_ page: String) -> Inline<Frame> {
        Inline(Frame(root: SitePaths.root(of: page), siteTitle: content.title,
                     indexHref: SitePaths.href(from: page, to: PageMap.index),
                     rulesHref: SitePaths.href(from: page, to: PageMap.rules)))
    }

    // MARK: Shared pieces

    /// One finding in a list (`partials/violation`).
    struct ViolationRow: TemplateContext {
        /// `severity`, `isError`/`isWarning`/`isNote`.
        let flags: Inline<SeverityFields>
        let rule: String
        let ruleHref: String?
        let module: String
        let moduleHref: String?
        let file: String
        let line: Int
        let column: Int
        /// `file:line`.
        let location: String
        /// `file:line:column`.
        let fullLocation: String
        /// `HomePresenter.swift:7`.
        let locationShort: String
        /// `fullLocation` on module pages, else `location`.
        let locationText: String
        /// Off the module page: the finding on its module page.
        let href: String?
        /// The line on the file's source page.
        let sourceHref: String?
        /// Its `id` on a module page.
        let anchor: String?
        let message: String
        /// The quoted line, on module pages.
        let sourceLine: String?
        /// True off the module page.
        let showModule: Bool
        /// On source pages: the line on the same page (`#L12`).
        var lineHref: String?
    }

    func violationRow(_ violation: Violation, page: String, anchor: String?) -> ViolationRow {
        let location = violation.location
        let modulePage = map.modulePages[violation.module]
        var href: String?
        if anchor == nil, let modulePage, let number = violationNumbers[violation] {
            href = SitePaths.href(from: page, to: modulePage + "#" + SitePaths.violationAnchor(number))
        }
        return ViolationRow(
            flags: Inline(SeverityFields(violation.severity)),
            rule: violation.rule,
            ruleHref: ruleHref(violation.rule, from: page),
            module: violation.module,
            moduleHref: moduleHref(violation.module, from: page),
            file: location.file,
            line: location.line,
            column: location.column,
            location: "\(location.file):\(location.line)",
            fullLocation: location.description,
            locationShort: Self.shortLocation(location),
            locationText: anchor == nil ? "\(location.file):\(location.line)" : location.description,
            href: href,
            sourceHref: sourceHref(location, from: page),
            anchor: anchor,
            message: violation.message,
            sourceLine: anchor == nil ? nil : sourceLine(at: location),
            showModule: anchor == nil)
    }

    struct SeverityFields: TemplateContext {
        let severity: String
        let isError, isWarning, isNote: Bool

        init(_ severity: Severity) {
            self.severity = severity.rawValue
            isError = severity == .error
            isWarning = severity == .warning
            isNote = severity == .note
        }
    }

    /// How many findings of each severity: the numbers, the same as text (`errorsLabel`: "1 error",
    /// `violationsLabel`: "3 findings"), and whether there are any.
    struct Counts: TemplateContext {
        let errors, warnings, notes, violations: Int
        let errorsLabel, warningsLabel, notesLabel, violationsLabel: String
        let hasErrors, hasWarnings, hasNotes, hasViolations: Bool
    }

    func counts(_ violations: [Violation]) -> Counts {
        let errors = violations.filter { $0.severity == .error }.count
        let warnings = violations.filter { $0.severity == .warning }.count
        let notes = violations.filter { $0.severity == .note }.count
        return Counts(
            errors: errors, warnings: warnings, notes: notes, violations: violations.count,
            errorsLabel: Self.count(errors, "error"), warningsLabel: Self.count(warnings, "warning"),
            notesLabel: Self.count(notes, "note"), violationsLabel: Self.count(violations.count, "finding"),
            hasErrors: errors > 0, hasWarnings: warnings > 0, hasNotes: notes > 0, hasViolations: !violations.isEmpty)
    }

    /// `HomePresenter.swift:7`: the file's name and the line, for tables (the full path goes in a tooltip).
    static func shortLocation(_ location: SourceLocation) -> String {
        // The file's name is what follows the last `/` (without splitting the whole path: a module page has hundreds).
        let file = location.file
        let name = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[file.index(after: $0)...] } ?? file[...]
        return "\(name.isEmpty ? file[...] : name):\(location.line)"
    }

    /// "1 error", "2 errors".
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// The quoted line, without its indentation, or nil when the file's lines are not known.
    private func sourceLine(at location: SourceLocation) -> String? {
        guard let lines = quotableLines[location.file], location.line >= 1, location.line <= lines.count else {
            return nil
        }
        let line = lines[location.line - 1].trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }

    /// The line of `location` on its file's source page, or nil when the site has no page for the file.
    func sourceHref(_ location: SourceLocation, from page: String) -> String? {
        guard let sourcePage = map.sourcePages[location.file] else { return nil }
        return SitePaths.href(from: page, to: sourcePage + "#" + SitePaths.lineAnchor(location.line))
    }

    /// The page of a rule, or nil for a rule the rulebook does not list.
    func ruleHref(_ id: String, from page: String) -> String? {
        guard ruleIDs.contains(id), let rulePage = map.rulePages[id] else { return nil }
        return SitePaths.href(from: page, to: rulePage)
    }

    func moduleHref(_ name: String, from page: String) -> String? {
        map.modulePages[name].map { SitePaths.href(from: page, to: $0) }
    }

    /// A module, linked to its page (no link for a module the site has no page for).
    struct ModuleLink: TemplateContext {
        let name: String
        let href: String?
    }

    func moduleLink(_ name: String, page: String) -> ModuleLink {
        ModuleLink(name: name, href: moduleHref(name, from: page))
    }

    /// A link to a guide, with whether it is the page's own.
    struct GuideLink: TemplateContext {
        let title: String
        let href: String
        let isCurrent: Bool
    }

    /// The one diagram of an index or module page, ready to inline (its `id`s prefixed like a guide's
    /// first figure).
    func svg(_ markup: String, title: String) -> String? {
        markup.isEmpty ? nil
            : InlineSVG.titled(InlineSVG.namespaceIDs(in: InlineSVG.prepare(markup), prefix: "diagram-1-"), title)
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}

extension PageBuilder {
    /// The colours a role has in the diagrams, for the legend's and the tables' swatches: one palette
    /// (`DiagramPalette`) for diagrams and pages alike.
    static func swatchStyle(_ role: Role) -> String {
        let colors = DiagramPalette.colors(for: role)
        return "background:\(colors.fill);border-color:\(colors.border)"
    }
}
