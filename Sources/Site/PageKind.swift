import Foundation

// MARK: - Kinds of pages
//
// Each kind of page is registered once, as Publish's `HTMLFactory` has one method per page kind:
// which pages of the kind a site has, and for each its path, title and typed context. The writer
// renders whatever `PageKinds.all` lists; adding a kind of page is adding one file and one line.

/// One kind of page: its template and the pages of the kind a site has.
protocol PageKind: Sendable {
    /// One page of the kind (a module, a guide, a rule; `Void` for a page a site has once).
    associatedtype Item
    /// What the kind's template reads.
    associatedtype Context: TemplateContext

    /// `module`: the template (`module.mustache`) and the layout's flag (`isModule`).
    static var name: String { get }
    /// The pages of this kind, in a stable order.
    static func items(_ site: PageBuilder) -> [Item]
    /// The page's path from the site root (`modules/Home.html`).
    static func path(of item: Item, _ site: PageBuilder) -> String
    /// The page's title, for the layout (`<title>`, the header).
    static func title(of item: Item, _ site: PageBuilder) -> String
    /// What the template of the page reads.
    static func context(of item: Item, _ site: PageBuilder) throws -> Context
    /// Everything the page is made from, when that is cheaper to get than its context (which
    /// costs a source page its highlighting); nil when the context is it. A rebuild renders a page
    /// only when these changed (`PageStamp`).
    static func inputs(of item: Item, _ site: PageBuilder) throws -> (any Encodable)?
    /// The scanned file whose text the page shows (a source page's), if any.
    static func textFile(of item: Item) -> String?
    /// Whether the page reads more of the scanned files than `SiteContent.viewDigest()` covers (their
    /// paths, languages and declared types): then a rebuild never keeps it as it is (the About page
    /// counts every file's lines).
    static var readsWholeFiles: Bool { get }
}

extension PageKind {
    static func inputs(of item: Item, _ site: PageBuilder) -> (any Encodable)? { nil }
    static func textFile(of item: Item) -> String? { nil }
    static var readsWholeFiles: Bool { false }
}

/// Every kind of page, in the order the writer lists them.
enum PageKinds {
    static let all: [any PageKind.Type] = [
        IndexPageKind.self,
        DashboardPageKind.self,
        DependenciesPageKind.self,
        RulesPageKind.self,
        AboutPageKind.self,
        ModulePageKind.self,
        GroupPageKind.self,
        GuidePageKind.self,
        RulePageKind.self,
        SourcePageKind.self,
    ]

    /// The templates every theme must have: the page frame and one per kind of page.
    static var templates: [String] { ["layout"] + all.map { $0.name } }
}

/// One page to render: where it goes, its kind and title (for the layout), and the work that builds
/// its template's context (done on any core) and, when cheaper, its inputs.
struct PageJob {
    let path: String
    let kind: String
    let title: String
    let context: () throws -> any TemplateContext
    let inputs: () throws -> (any Encodable)?
    /// The scanned file whose text the page shows (`PageKind.textFile(of:)`).
    var textFile: String? = nil
    /// `PageKind.readsWholeFiles`.
    var readsWholeFiles = false
}

extension PageKind where Item == Void {
    /// A kind with one page (the index, the rulebook).
    static func items(_ site: PageBuilder) -> [Void] { [()] }
}

extension PageKind {
    /// A job for every page of the kind.
    static func jobs(_ site: PageBuilder) -> [PageJob] {
        items(site).map { item in
            PageJob(path: path(of: item, site), kind: name, title: title(of: item, site),
                    context: { try context(of: item, site) }, inputs: { try inputs(of: item, site) }, textFile: textFile(of: item),
                    readsWholeFiles: readsWholeFiles)
        }
    }
}
