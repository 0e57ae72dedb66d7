import Foundation

// MARK: - Guide pages

/// `guides/<path>.html`: one Markdown guide, its diagrams inlined and its Swift code highlighted.
enum GuidePageKind: PageKind {
    static let name = "guide"
    static func items(_ site: PageBuilder) -> [GuidePage] { site.content.guides }
    static func path(of guide: GuidePage, _ site: PageBuilder) -> String { site.map.guidePages[guide.sourcePath]! }
    static func title(of guide: GuidePage, _ site: PageBuilder) -> String { guide.title }
    static func context(of guide: GuidePage, _ site: PageBuilder) -> PageBuilder.GuideContext {
        let html = site.placeholders.expand(SourceHighlighter.highlightCodeBlocks(in: guide.html), page: path(of: guide, site))
        return site.guide(guide, html: html)
    }
}

extension PageBuilder {
    /// `guide.mustache`.
    struct GuideContext: TemplateContext {
        /// `root`, `siteTitle`, `indexHref`, `rulesHref`.
        let frame: Inline<Frame>
        let title: String
        let sourcePath: String
        /// The guide's body, placeholders replaced, to insert with `{{{html}}}`.
        let html: String
        /// Every guide, in reading order.
        let guides: [GuideLink]
        /// The same, by folder.
        let guideFolders: [GuideFolder]
        /// The guide's headings of levels 2 and 3.
        let toc: [TOCEntry]
        let hasTOC: Bool
    }

    struct GuideFolder: TemplateContext {
        /// Null for the top folder.
        let name: String?
        let guides: [GuideLink]
    }

    struct TOCEntry: TemplateContext {
        let text: String
        let anchor: String
        /// A level-3 heading.
        let isSub: Bool
    }

    func guide(_ guide: GuidePage, html: String) -> GuideContext {
        let page = map.guidePages[guide.sourcePath]!
        let headings = guide.headings.filter { (2...3).contains($0.level) }
        return GuideContext(
            frame: frame(page),
            title: guide.title,
            sourcePath: guide.sourcePath,
            html: html,
            guides: guideLinks(page: page, current: guide.sourcePath),
            guideFolders: guideFolders(page: page, current: guide.sourcePath),
            toc: headings.map { TOCEntry(text: $0.text, anchor: $0.anchor, isSub: $0.level == 3) },
            hasTOC: headings.count > 1)
    }

    /// The guides in reading order: by folder, then front-matter `order`, then file name.
    private var orderedGuides: [GuidePage] {
        content.guides.sorted { a, b in
            let folderA = Self.folder(of: a.sourcePath), folderB = Self.folder(of: b.sourcePath)
            if folderA != folderB { return folderA < folderB }
            return (a.order ?? Int.max, a.sourcePath) < (b.order ?? Int.max, b.sourcePath)
        }
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    func guideLinks(page: String, current: String?) -> [GuideLink] {
        orderedGuides.map { guide in
            GuideLink(title: guide.title, href: SitePaths.href(from: page, to: map.guidePages[guide.sourcePath]!),
                      isCurrent: guide.sourcePath == current)
        }
    }

    private func guideFolders(page: String, current: String?) -> [GuideFolder] {
        var folders: [(name: String, guides: [GuideLink])] = []
        for (guide, link) in zip(orderedGuides, guideLinks(page: page, current: current)) {
            let folder = Self.folder(of: guide.sourcePath)
            if folders.last?.name == folder {
                folders[folders.count - 1].guides.append(link)
            } else {
                folders.append((folder, [link]))
            }
        }
        return folders.map { GuideFolder(name: $0.name.isEmpty ? nil : $0.name, guides: $0.guides) }
    }
}
