import Architecture
import Diagrams
import Foundation
import Rules

// MARK: - Group pages

extension PageBuilder {
    /// `group.mustache`: one group of modules (`groups/<Group>.html`), its map and its modules.
    ///
    /// `root`, `siteTitle`, `indexHref`, `rulesHref`, `name` (the folder's name, `""` for the modules
    /// outside any group), `title` (the name, or `Ungrouped`), `diagram` (SVG or null), `counts` (as on
    /// the index, for the group's findings), `moduleCount`, `moduleCountLabel`, `componentCount`,
    /// `modules` [moduleRow], `opens` / `openedBy` (the other groups this one's modules open, and
    /// those whose modules open them: [{`title`, `href`, `count`, `countLabel` ("3 navigations")}]),
    /// `hasOpens`, `hasOpenedBy`, `groups` (every group: [{`title`, `href`, `isCurrent`}]),
    /// `violations` [violationRow].
    func group(_ name: String) -> [String: Any] {
        let page = map.groupPages[name]!
        let modules = groups.first { $0.name == name }?.modules ?? []
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
        func links(_ counts: [String: Int]) -> [[String: Any]] {
            counts.keys.sorted().map { other in
                [
                    "title": AppMap.title(ofGroup: other),
                    "href": groupHref(other, from: page) ?? NSNull(),
                    "count": counts[other]!,
                    "countLabel": Self.count(counts[other]!, "navigation"),
                ]
            }
        }
        return [
            "root": SitePaths.root(of: page),
            "siteTitle": content.title,
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "rulesHref": SitePaths.href(from: page, to: SiteMap.rules),
            "name": name,
            "title": title,
            "diagram": svg(content.groupDiagrams[name] ?? "",
                           title: "Map of group \(title): its modules, and the modules of other groups they open or are opened by"),
            "mapNote": content.mapNotes["group:" + name] ?? NSNull(),
            "counts": counts(violations),
            "moduleCount": modules.count,
            "moduleCountLabel": Self.count(modules.count, "module"),
            "componentCount": modules.reduce(0) { $0 + $1.components.count },
            "modules": modules.map { moduleRow($0, page: page) },
            "opens": links(opens),
            "openedBy": links(openedBy),
            "hasOpens": !opens.isEmpty,
            "hasOpenedBy": !openedBy.isEmpty,
            "groups": groups.map { group in
                [
                    "title": AppMap.title(ofGroup: group.name),
                    "href": groupHref(group.name, from: page) ?? NSNull(),
                    "isCurrent": group.name == name,
                ] as [String: Any]
            },
            "violations": violations.map { violationRow($0, page: page, anchor: nil) },
        ]
    }

    /// A group on the index: {`name`, `title`, `href` (its page, or null), `moduleCount`,
    /// `moduleCountLabel`, `componentCount`, `errors`, `warnings`, `notes`, `hasErrors`…,
    /// `modules` [moduleRow]}.
    func groupRow(_ group: (name: String, modules: [Module]), page: String) -> [String: Any] {
        let violations = group.modules.flatMap { violationsByModule[$0.name] ?? [] }
        return counts(violations).merging([
            "name": group.name,
            "title": AppMap.title(ofGroup: group.name),
            "href": groupHref(group.name, from: page) ?? NSNull(),
            "moduleCount": group.modules.count,
            "moduleCountLabel": Self.count(group.modules.count, "module"),
            "componentCount": group.modules.reduce(0) { $0 + $1.components.count },
            "modules": group.modules.map { moduleRow($0, page: page) },
        ]) { a, _ in a }
    }

    /// The link from `page` to a group's page, or nil when the site has none.
    func groupHref(_ name: String, from page: String) -> String? {
        map.groupPages[name].map { SitePaths.href(from: page, to: $0) }
    }
}
