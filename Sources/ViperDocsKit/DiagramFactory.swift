import Architecture
import Diagrams
import Rules
import Site

/// Builds the diagrams' DOT with the site's links.
enum DiagramFactory {
    /// The app map, with links relative to the site root: every module (`AppDiagram`), or for a
    /// large app the groups (`GroupMapDiagram`, see `AppMap.showsGroups`).
    static func appDOT(_ analysis: Analysis) -> String {
        let model = analysis.model
        if AppMap.showsGroups(model) {
            let groups = SitePaths.groupPages(for: model.modules.map(\.group))
            return GroupMapDiagram.dot(for: model, violations: analysis.violations, links: DiagramLinks(groups: groups))
        }
        let links = DiagramLinks(modules: Dictionary(uniqueKeysWithValues: model.modules.map { ($0.name, SitePaths.modulePage(named: $0.name)) }))
        return AppDiagram.dot(for: model, violations: analysis.violations, links: links)
    }

    /// The map of every group, by group name, with links relative to the `groups/` folder.
    static func groupDOTs(_ analysis: Analysis) -> [(group: String, dot: String)] {
        let model = analysis.model
        let groupPages = SitePaths.groupPages(for: model.modules.map(\.group))
        let links = DiagramLinks(
            modules: Dictionary(model.modules.map { ($0.name, SitePaths.href(from: "groups/x.html", to: SitePaths.modulePage(named: $0.name))) },
                                uniquingKeysWith: { first, _ in first }),
            groups: groupPages.mapValues { SitePaths.href(from: "groups/x.html", to: $0) })
        return groupPages.keys.sorted().map { group in
            (group, GroupDiagram.dot(group: group, model: model, violations: analysis.violations, links: links))
        }
    }
}
