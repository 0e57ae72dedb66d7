import Architecture
import Diagrams
import Rules
import Site

/// Builds the diagrams' DOT with the site's links.
enum DiagramFactory {
    /// One diagram to draw: what it is, its name for messages, its DOT text.
    struct Job: Sendable {
        enum Kind: Sendable { case module(String), group(String), app }
        var kind: Kind
        var name: String
        var dot: String
    }

    /// Every diagram of the site, in a fixed order: the modules', the groups', then the app map.
    static func jobs(_ analysis: Analysis) -> [Job] {
        let model = analysis.model
        let sourcePages = SitePaths.sourcePages(for: model.files.map(\.path))
        // Built once: every module diagram gets the same links to modules (relative to `modules/`).
        let modulePages = Dictionary(model.modules.map {
            ($0.name, String(SitePaths.modulePage(named: $0.name).dropFirst("modules/".count)))
        }, uniquingKeysWith: { first, _ in first })
        let violationsByModule = Dictionary(grouping: analysis.violations, by: \.module)
        var jobs: [Job] = model.modules.map { module in
            let modulePage = SitePaths.modulePage(named: module.name)
            // A component's node opens its declaration on the file's source page; the module page's
            // table keeps its `#component-X` rows for the links of the page itself.
            let links = DiagramLinks(
                components: Dictionary(module.components.map { component in
                    let target = sourcePages[component.location.file]
                        .map { $0 + "#" + SitePaths.lineAnchor(component.location.line) }
                        ?? modulePage + "#" + SitePaths.componentAnchor(component.type)
                    return (component.type, SitePaths.href(from: modulePage, to: target))
                }, uniquingKeysWith: { first, _ in first }),
                modules: modulePages)
            let dot = ModuleDiagram.dot(for: module, violations: violationsByModule[module.name] ?? [], links: links)
            return Job(kind: .module(module.name), name: module.name, dot: dot)
        }
        for (group, dot) in groupDOTs(analysis) {
            jobs.append(Job(kind: .group(group), name: "group \(AppMap.title(ofGroup: group))", dot: dot))
        }
        jobs.append(Job(kind: .app, name: "app map", dot: appDOT(analysis)))
        return jobs
    }

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
