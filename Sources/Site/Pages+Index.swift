import Architecture
import Diagrams
import Foundation
import SourceScanner

// MARK: - The index

/// `index.html`: the overview.
enum IndexPageKind: PageKind {
    static let name = "index"
    static func path(of item: Void, _ site: PageBuilder) -> String { PageMap.index }
    static func title(of item: Void, _ site: PageBuilder) -> String { site.content.title }
    static func context(of item: Void, _ site: PageBuilder) -> PageBuilder.IndexContext { site.index() }
}

extension PageBuilder {
    /// `index.mustache`.
    struct IndexContext: TemplateContext {
        let root: String
        let siteTitle: String
        let counts: IndexCounts
        /// The app map (SVG), or null.
        let appDiagram: String?
        /// The map shows groups, not modules: a large app.
        let appMapShowsGroups: Bool
        /// What the app map collapsed to stay within `limits.diagram-nodes`.
        let appMapNote: String?
        let groups: [GroupRow]
        let services, entities: [AppNodeRow]
        let hasServices, hasEntities: Bool
        let guides: [GuideLink]
        let hasGuides: Bool
        /// Which rules break most, and where (never every finding: the index stays short at any size).
        let summary: FindingsSummary
        let rulesHref: String
        let sourceFiles: [SourceFileLink]
        let hasSourceFiles: Bool
        /// "58 source files".
        let sourceFilesLabel: String
    }

    /// The findings' counts (`errors`, `hasErrors`…), and how many modules, components and groups.
    struct IndexCounts: TemplateContext {
        let findings: Inline<Counts>
        let modules, components, groups: Int
    }

    struct SourceFileLink: TemplateContext {
        let path: String
        let href: String
    }

    func index() -> IndexContext {
        let page = PageMap.index
        let modules = content.model.modules
        return IndexContext(
            root: "",
            siteTitle: content.title,
            counts: IndexCounts(findings: Inline(counts(content.violations)), modules: modules.count,
                                components: modules.reduce(0) { $0 + $1.components.count }, groups: content.model.groups.count),
            appDiagram: svg(content.appDiagram, title: appMapShowsGroups
                ? "App map of \(content.title): groups of modules, arrows for navigation between them, numbered by count"
                : "App map of \(content.title): modules by group, arrows for navigation"),
            appMapShowsGroups: appMapShowsGroups,
            appMapNote: content.mapNotes["app"],
            groups: groups.map { groupRow($0, page: page) },
            services: content.model.services.sorted { $0.name < $1.name }.map { appNode($0, page: page) },
            entities: content.model.entities.sorted { $0.name < $1.name }.map { appNode($0, page: page) },
            hasServices: !content.model.services.isEmpty,
            hasEntities: !content.model.entities.isEmpty,
            guides: guideLinks(page: page, current: nil),
            hasGuides: !content.guides.isEmpty,
            summary: findingsSummary(page: page),
            rulesHref: SitePaths.href(from: page, to: PageMap.rules),
            sourceFiles: map.sourcePages.sorted { PathKey($0.key) < PathKey($1.key) }.map { path, target in
                SourceFileLink(path: path, href: SitePaths.href(from: page, to: target))
            },
            hasSourceFiles: !map.sourcePages.isEmpty,
            sourceFilesLabel: Self.count(map.sourcePages.count, "source file"))
    }

    /// A module in a table: its findings' counts (`errors`, `hasErrors`…) and what it is.
    struct ModuleRow: TemplateContext {
        let counts: Inline<Counts>
        let name: String
        let href: String?
        let style: String
        let group: String
        let componentCount: Int
        let isClean: Bool
    }

    func moduleRow(_ module: Module, page: String) -> ModuleRow {
        let violations = violationsByModule[module.name] ?? []
        return ModuleRow(counts: Inline(counts(violations)), name: module.name, href: moduleHref(module.name, from: page),
                         style: module.style.rawValue, group: module.group, componentCount: module.components.count,
                         isClean: violations.isEmpty)
    }

    /// A service or an entity, and the modules that use it.
    struct AppNodeRow: TemplateContext, DigestOnce {
        let name: String
        let location: String
        let locationShort: String
        let locationHref: String?
        let usedBy: [ModuleLink]
        /// "3 modules".
        let usedByLabel: String
        /// A service of a large app can be used by hundreds of modules: the list is folded.
        let usedByIsLong: Bool
        /// The digest of the fields above: a row shared by every page of a module that uses the
        /// node is digested once, not once per page (hundreds of modules, each of hundreds of rows).
        var digest: String?

        private enum CodingKeys: String, CodingKey {
            case name, location, locationShort, locationHref, usedBy, usedByLabel, usedByIsLong
        }
    }

    func appNode(_ node: AppNode, page: String) -> AppNodeRow {
        AppNodeRow(
            name: node.name,
            location: "\(node.location.file):\(node.location.line)",
            locationShort: Self.shortLocation(node.location),
            locationHref: sourceHref(node.location, from: page),
            usedBy: node.usedBy.sorted().map { moduleLink($0, page: page) },
            usedByLabel: Self.count(node.usedBy.count, "module"),
            usedByIsLong: node.usedBy.count > Self.longListLength).digestedOnce()
    }

    /// Lists longer than this are folded away (`usedByIsLong`).
    static let longListLength = 12
}
