import Architecture
import Diagrams
import Foundation
import Rules

// MARK: - Group pages

/// `groups/<Group>.html`: one group of modules, its map and its modules. Every group of the model
/// gets a page, with or without a map.
enum GroupPageKind: PageKind {
    static let name = "group"
    static func items(_ site: PageBuilder) -> [String] { site.map.groupPages.keys.sorted() }
    static func path(of group: String, _ site: PageBuilder) -> String { site.map.groupPages[group]! }
    static func title(of group: String, _ site: PageBuilder) -> String { AppMap.title(ofGroup: group) }
    static func context(of group: String, _ site: PageBuilder) -> PageBuilder.GroupContext { site.group(group) }
}

extension PageBuilder {
    /// `group.mustache`.
    struct GroupContext: TemplateContext {
        /// `root`, `siteTitle`, `indexHref`, `rulesHref`.
        let frame: Inline<Frame>
        /// The folder's name, `""` for the modules outside any group.
        let name: String
        /// The name, or `Ungrouped`.
        let title: String
        /// The group's map (SVG).
        let diagram: String?
        /// What the map collapsed to stay within `limits.diagram-nodes`.
        let mapNote: String?
        /// The group's findings (as on the index).
        let counts: Counts
        let moduleCount: Int
        let moduleCountLabel: String
        let componentCount: Int
        let modules: [ModuleRow]
        /// The other groups this one's modules open, and those whose modules open them.
        let opens, openedBy: [GroupNavigation]
        let hasOpens, hasOpenedBy: Bool
        /// Every group.
        let groups: [GroupLink]
        let violations: [ViolationRow]
    }

    struct GroupLink: TemplateContext {
        let title: String
        let href: String?
        let isCurrent: Bool
    }

    struct GroupNavigation: TemplateContext {
        let title: String
        let href: String?
        let count: Int
        /// "3 navigations".
        let countLabel: String
    }

    func group(_ name: String) -> GroupContext {
        let page = map.groupPages[name]!
        let modules = (groups.first { $0.name == name }?.modules ?? []).sorted { NaturalOrder.less($0.name, $1.name) }
        let violations = modules.flatMap { violationsByModule[$0.name] ?? [] }.sorted()
        let title = AppMap.title(ofGroup: name)

        // Pairs of modules (as the maps count them) between this group and each other group.
        var opens: [String: Int] = [:]
        var openedBy: [String: Int] = [:]
        for module in content.model.modules {
            for target in module.navigatesTo {
                guard let other = modulesByName[target]?.group, other != module.group else { continue }
                if module.group == name { opens[other, default: 0] += 1 }
                if other == name { openedBy[module.group, default: 0] += 1 }
            }
        }
        func links(_ counts: [String: Int]) -> [GroupNavigation] {
            counts.keys.sorted().map { other in
                GroupNavigation(title: AppMap.title(ofGroup: other), href: groupHref(other, from: page), count: counts[other]!,
                                countLabel: Self.count(counts[other]!, "navigation"))
            }
        }
        return GroupContext(
            frame: frame(page),
            name: name,
            title: title,
            diagram: svg(content.groupDiagrams[name] ?? "",
                         title: "Map of group \(title): its modules, and the modules of other groups they open or are opened by"),
            mapNote: content.mapNotes["group:" + name],
            counts: counts(violations),
            moduleCount: modules.count,
            moduleCountLabel: Self.count(modules.count, "module"),
            componentCount: modules.reduce(0) { $0 + $1.components.count },
            modules: modules.map { moduleRow($0, page: page) },
            opens: links(opens),
            openedBy: links(openedBy),
            hasOpens: !opens.isEmpty,
            hasOpenedBy: !openedBy.isEmpty,
            groups: groups.map { group in
                GroupLink(title: AppMap.title(ofGroup: group.name), href: groupHref(group.name, from: page),
                          isCurrent: group.name == name)
            },
            violations: violations.map { violationRow($0, page: page, anchor: nil) })
    }

    /// A group on the index: its findings' counts (`errors`, `hasErrors`…) and its modules.
    struct GroupRow: TemplateContext {
        let counts: Inline<Counts>
        let name: String
        let title: String
        /// Its page.
        let href: String?
        let moduleCount: Int
        let moduleCountLabel: String
        let componentCount: Int
        let modules: [ModuleRow]
    }

    func groupRow(_ group: (name: String, modules: [Module]), page: String) -> GroupRow {
        let violations = group.modules.flatMap { violationsByModule[$0.name] ?? [] }
        return GroupRow(
            counts: Inline(counts(violations)),
            name: group.name,
            title: AppMap.title(ofGroup: group.name),
            href: groupHref(group.name, from: page),
            moduleCount: group.modules.count,
            moduleCountLabel: Self.count(group.modules.count, "module"),
            componentCount: group.modules.reduce(0) { $0 + $1.components.count },
            modules: group.modules.sorted { NaturalOrder.less($0.name, $1.name) }.map { moduleRow($0, page: page) })
    }

    /// The link from `page` to a group's page, or nil when the site has none.
    func groupHref(_ name: String, from page: String) -> String? {
        map.groupPages[name].map { SitePaths.href(from: page, to: $0) }
    }
}
