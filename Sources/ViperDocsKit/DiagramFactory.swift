import Architecture
import Diagrams
import Rules
import Site
import SourceScanner

/// Builds the diagrams' DOT with the site's links, each map within the node limit
/// (`limits.diagram-nodes`).
enum DiagramFactory {
    /// One diagram to draw: what it is, its name for messages, its DOT text, and what the node
    /// limit collapsed in it.
    struct Job: Sendable {
        enum Kind: Sendable { case module(String), neighbourhood(String), group(String), app }
        var kind: Kind
        var name: String
        var dot: String
        var collapse: MapCollapse? = nil
    }

    /// Every diagram of the site, in a fixed order: the modules', their neighbourhoods, the groups',
    /// then the app map.
    /// `sourcePages`: the page of every scanned file, when the site's page map already has them.
    static func jobs(_ analysis: Analysis, sourcePages known: PathMap<String>? = nil) -> [Job] {
        let model = analysis.model
        let sourcePages = known ?? SitePaths.sourcePages(for: model.files.map(\.path))
        // Built once: every module diagram gets the same links to modules (relative to `modules/`).
        let modulePages = Dictionary(model.modules.map {
            ($0.name, String(SitePaths.modulePage(named: $0.name).dropFirst("modules/".count)))
        }, uniquingKeysWith: { first, _ in first })
        let violationsByModule = Dictionary(grouping: analysis.violations, by: \.module)
        // Each module's DOT on any core (the layouts that follow are on libgvc's one thread).
        var jobs: [Job] = (try? SiteWriter.concurrentMap(model.modules) { module in
            let violations = violationsByModule[module.name] ?? []
            let links = moduleLinks(module, violations: violations, sourcePages: sourcePages, modulePages: modulePages)
            return Job(kind: .module(module.name), name: module.name, dot: ModuleDiagram.dot(for: module, violations: violations, links: links))
        }) ?? []
        for (name, map) in neighbourhoods(analysis).sorted(by: { $0.key < $1.key }) {
            jobs.append(Job(kind: .neighbourhood(name), name: "the neighbourhood of \(name)", dot: map.dot, collapse: map.collapse))
        }
        for (group, map) in groupMaps(analysis) {
            jobs.append(Job(kind: .group(group), name: "group \(AppMap.title(ofGroup: group))", dot: map.dot, collapse: map.collapse))
        }
        let app = appMap(analysis)
        jobs.append(Job(kind: .app, name: "app map", dot: app.dot, collapse: app.collapse))
        return jobs
    }

    /// The app map, with links relative to the site root: every module (`AppDiagram`); for a large
    /// app the groups (`GroupMapDiagram`, see `AppMap.showsGroups`), the smallest merged into one node
    /// when there are more groups than the limit; for a large app in one group, that group's map.
    static func appMap(_ analysis: Analysis) -> LimitedMap {
        let model = analysis.model
        let limit = analysis.configuration.limits.diagramNodes
        let modulePages = Dictionary(model.modules.map { ($0.name, SitePaths.modulePage(named: $0.name)) }, uniquingKeysWith: { first, _ in first })
        var groupPages = SitePaths.groupPages(for: model.modules.map(\.group))
        if AppMap.showsGroups(model, limit: limit) {
            guard let (merged, names) = AppMap.mergingSmallGroups(model, limit: limit) else {
                return LimitedMap(dot: GroupMapDiagram.dot(for: model, violations: analysis.violations, links: DiagramLinks(groups: groupPages)), collapse: nil)
            }
            let more = AppMap.moreGroupsName(names.count)
            groupPages[more] = "index.html#modules"
            let groups = merged.groups.count
            let note = "The app has \(model.groups.count) groups, more than limits.diagram-nodes (\(limit)): the map shows the "
                + "\(groups - 1) largest, and the other \(names.count) as one node, “\(more)” (every group is listed below)."
            return LimitedMap(dot: GroupMapDiagram.dot(for: merged, violations: analysis.violations, links: DiagramLinks(groups: groupPages)),
                              collapse: MapCollapse(map: "the app map", nodesBefore: model.groups.count, nodesAfter: groups, note: note))
        }
        if model.modules.count > limit, let only = model.modules.first?.group {
            // One group: the app map is the group's map.
            var map = GroupDiagram.limited(group: only, model: model, violations: analysis.violations,
                                           links: DiagramLinks(modules: modulePages, groups: groupPages), limit: limit)
            map.collapse?.map = "the app map"
            return map
        }
        return LimitedMap(dot: AppDiagram.dot(for: model, violations: analysis.violations, links: DiagramLinks(modules: modulePages)), collapse: nil)
    }

    /// The app map's DOT (`graph --format dot`).
    static func appDOT(_ analysis: Analysis) -> String {
        appMap(analysis).dot
    }

    /// The map of every group, by group name, with links relative to the `groups/` folder.
    static func groupMaps(_ analysis: Analysis) -> [(group: String, map: LimitedMap)] {
        let model = analysis.model
        let groupPages = SitePaths.groupPages(for: model.modules.map(\.group))
        let links = DiagramLinks(
            modules: Dictionary(model.modules.map { ($0.name, SitePaths.href(from: "groups/x.html", to: SitePaths.modulePage(named: $0.name))) },
                                uniquingKeysWith: { first, _ in first }),
            groups: groupPages.mapValues { SitePaths.href(from: "groups/x.html", to: $0) })
        return groupPages.keys.sorted().map { group in
            (group, GroupDiagram.limited(group: group, model: model, violations: analysis.violations, links: links,
                                         limit: analysis.configuration.limits.diagramNodes))
        }
    }

    /// Every module's neighbourhood map, with links relative to the `modules/` folder.
    static func neighbourhoods(_ analysis: Analysis) -> [String: LimitedMap] {
        let model = analysis.model
        let links = DiagramLinks(
            modules: Dictionary(model.modules.map { ($0.name, SitePaths.href(from: "modules/x.html", to: SitePaths.modulePage(named: $0.name))) },
                                uniquingKeysWith: { first, _ in first }),
            groups: SitePaths.groupPages(for: model.modules.map(\.group)).mapValues { SitePaths.href(from: "modules/x.html", to: $0) })
        return NeighbourhoodDiagram.all(model: model, violations: analysis.violations, links: links,
                                        limit: analysis.configuration.limits.diagramNodes)
    }

    /// A flow that a guide embeds, with links relative to the site root.
    static func flowDOT(_ steps: [String], _ analysis: Analysis) -> String {
        let pages = Dictionary(analysis.model.modules.map { ($0.name, SitePaths.modulePage(named: $0.name)) }, uniquingKeysWith: { first, _ in first })
        return FlowDiagram.dot(steps: steps, model: analysis.model, violations: analysis.violations, links: DiagramLinks(modules: pages))
    }

    /// The links of a module's diagram (relative to `modules/`): a component's node opens its
    /// declaration on the file's source page (else its row on the module page), another module's
    /// node its page, and a red edge its finding on the module page.
    static func moduleLinks(_ module: Module, violations: [Violation], sourcePages: PathMap<String>, modulePages: [String: String]) -> DiagramLinks {
        let modulePage = SitePaths.modulePage(named: module.name)
        let file = String(modulePage.dropFirst("modules/".count))
        // Numbered as the module page numbers them: sorted, from 1.
        let findings = Dictionary(violations.sorted().enumerated().map { ($1, file + "#" + SitePaths.violationAnchor($0 + 1)) },
                                  uniquingKeysWith: { first, _ in first })
        return DiagramLinks(
            components: Dictionary(module.components.map { component in
                let target = sourcePages[component.location.file]
                    .map { $0 + "#" + SitePaths.lineAnchor(component.location.line) }
                    ?? modulePage + "#" + SitePaths.componentAnchor(component.type)
                return (component.type, SitePaths.href(from: modulePage, to: target))
            }, uniquingKeysWith: { first, _ in first }),
            modules: modulePages, findings: findings)
    }
}
