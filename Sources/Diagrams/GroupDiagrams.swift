import Architecture
import Foundation
import Rules

// MARK: - Groups of modules
//
// A map of a thousand modules is a picture of spaghetti. Above `AppMap.groupThreshold` modules the
// app map shows the groups instead (one node per group, one edge per pair of groups that navigate,
// weighted by how many navigations it stands for), and each group has a map of its own: its modules,
// and the modules of other groups that they open or are opened by, drawn small.

/// Which app map a site shows, and what groups are called.
public enum AppMap {
    /// Up to this many modules, the app map shows every module; above it, the groups.
    public static let groupThreshold = 40

    /// Whether the app map of `model` shows its groups rather than its modules: it has more than
    /// `limit` modules (`limits.diagram-nodes`), in more than one group (a map of one group node says
    /// nothing: the app map is then the group's map).
    public static func showsGroups(_ model: AppModel, limit: Int = groupThreshold) -> Bool {
        guard model.modules.count > limit, let first = model.modules.first?.group else { return false }
        return model.modules.contains { $0.group != first }
    }

    /// The name of the one node that stands for the smallest groups when an app has more groups
    /// than the limit: `12 more groups`.
    public static func moreGroupsName(_ count: Int) -> String { "\(count) more groups" }

    /// `model` with its smallest groups merged into one (`moreGroupsName`), so that its map of groups
    /// has at most `limit` nodes; the largest groups stay (ties: by name). Nil when all fit.
    public static func mergingSmallGroups(_ model: AppModel, limit: Int) -> (model: AppModel, merged: [String])? {
        let groups = model.groups
        // One place for the merged node, one for the modules that were not scanned.
        let room = limit - 2
        guard groups.count > limit, room > 0 else { return nil }
        let ranked = groups.sorted { ($0.modules.count, $1.name) > ($1.modules.count, $0.name) }
        let merged = Set(ranked.dropFirst(room).map(\.name))
        let name = moreGroupsName(merged.count)
        var result = model
        for index in result.modules.indices where merged.contains(result.modules[index].group) {
            result.modules[index].group = name
        }
        return (result, merged.sorted())
    }

    /// What a group is called on pages and maps: its folder's name, or `Ungrouped` for the modules
    /// that sit in no group folder (their group is `""`).
    public static func title(ofGroup name: String) -> String {
        name.isEmpty ? "Ungrouped" : name
    }
}

/// The navigation between the modules of an app, counted once per pair of modules (as the app map
/// draws it): `from` opens `to`.
struct NavigationEdges {
    /// Every (from, to) pair, sorted.
    let pairs: [(from: String, to: String)]

    init(_ model: AppModel) {
        pairs = model.modules.sorted { $0.name < $1.name }
            .flatMap { module in module.navigatesTo.map { (from: module.name, to: $0) } }
    }
}

// MARK: - The map of groups

/// The groups of the app and the navigation between them, as DOT text: the app map of a large app.
public enum GroupMapDiagram {
    /// Encodes the groups of `model` as a DOT digraph.
    ///
    /// One node per group, labelled with its number of modules (and errors, drawn red like a module
    /// with an error) and linked to the group's page (`links.groups`); one edge per ordered pair of
    /// groups with any navigation between their modules, labelled with how many pairs of modules it
    /// stands for and drawn thicker the more there are. Navigation inside a group is counted in the
    /// node's tooltip. Navigations to modules that were not scanned end at one dashed node. Same
    /// input, same bytes.
    public static func dot(for model: AppModel, violations: [Violation], links: DiagramLinks) -> String {
        var out = DOTWriter()
        out.open("digraph Groups")
        // `circo` puts the groups on a circle: groups tend to navigate to most other groups, and
        // `dot`'s ranks turned that into a tangle of long curves.
        let graph = DOT.merging(DOT.graphDefaults.filter { !["rankdir", "nodesep", "ranksep"].contains($0.0) }, [("mindist", "1.2")])
        out.line("graph \(DOT.attributes([("id", "diagram-groups"), ("layout", "circo")] + graph))")
        out.line("node \(DOT.attributes(DOT.merging(DOT.nodeDefaults, [("fontsize", "12"), ("margin", "0.3,0.15")] + AppDiagram.colorAttributes(DiagramPalette.module))))")
        out.line("edge \(DOT.attributes(DOT.merging(DOT.edgeDefaults, [("fontsize", "10")])))")

        let groupOf = Dictionary(model.modules.map { ($0.name, $0.group) }, uniquingKeysWith: { first, _ in first })
        var between: [Pair: Int] = [:]
        var inside: [String: Int] = [:]
        var unscanned: [String: Set<String>] = [:]
        for (from, to) in NavigationEdges(model).pairs {
            let source = groupOf[from] ?? ""
            guard let target = groupOf[to] else {
                unscanned[source, default: []].insert(to)
                continue
            }
            if source == target {
                inside[source, default: 0] += 1
            } else {
                between[Pair(from: source, to: target), default: 0] += 1
            }
        }

        let byModule = Dictionary(grouping: violations, by: \.module)
        let groups = model.groups
        if !groups.isEmpty { out.blank() }
        for group in groups {
            let found = group.modules.flatMap { byModule[$0.name] ?? [] }
            let errors = found.filter { $0.severity == .error }.count
            let warnings = found.filter { $0.severity == .warning }.count
            let components = group.modules.reduce(0) { $0 + $1.components.count }
            let title = AppMap.title(ofGroup: group.name)

            var label = "\(title)\n\(AppDiagram.count(group.modules.count, "module"))"
            if errors > 0 { label += " · \(AppDiagram.count(errors, "error"))" }
            var summary = [title, AppDiagram.count(group.modules.count, "module"), AppDiagram.count(components, "component")]
            if errors > 0 { summary.append(AppDiagram.count(errors, "error")) }
            if warnings > 0 { summary.append(AppDiagram.count(warnings, "warning")) }
            if let count = inside[group.name] { summary.append("\(AppDiagram.count(count, "navigation")) inside") }
            // Last, after a colon: the names that find-in-map looks for.
            summary.append("modules: " + MapLimit.list(group.modules.map(\.name)))

            var attributes = [("id", "group-\(key(group.name))"), ("label", label)]
            if errors > 0 { attributes += AppDiagram.colorAttributes(DiagramPalette.moduleWithError) + [("penwidth", "2")] }
            attributes.append(("tooltip", summary.joined(separator: " — ")))
            if let url = links.groups[group.name] { attributes.append(("URL", url)) }
            out.line("\(DOT.id(key(group.name))) \(DOT.attributes(attributes))")
        }

        let unscannedNames = unscanned.values.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted()
        if !unscannedNames.isEmpty {
            out.blank()
            let shown = unscannedNames.prefix(10).joined(separator: ", ") + (unscannedNames.count > 10 ? ", …" : "")
            out.line("\(DOT.id(unscannedKey)) \(DOT.attributes([("id", "group-not-scanned"), ("label", "Not scanned\n\(AppDiagram.count(unscannedNames.count, "module"))"), ("style", "rounded,dashed"), ("tooltip", "Opened but not scanned: \(shown)")]))")
        }

        // One line per pair of groups, arrows at the ends that are opened: with every group opening
        // every other, two lines per pair made the map unreadable. The tooltip counts each direction.
        var edges: [(from: String, to: String?, forward: Int, backward: Int)] = []
        for (pair, count) in between {
            let back = between[Pair(from: pair.to, to: pair.from)]
            // A pair that goes both ways is drawn once, from the group that sorts first.
            guard back == nil || pair.from < pair.to else { continue }
            edges.append((pair.from, pair.to, count, back ?? 0))
        }
        for (source, targets) in unscanned {
            edges.append((source, nil, targets.count, 0))
        }
        edges.sort { ($0.from, $0.to ?? "") < ($1.from, $1.to ?? "") }
        if !edges.isEmpty { out.blank() }
        for edge in edges {
            let from = key(edge.from), to = edge.to.map(key) ?? unscannedKey
            let fromTitle = AppMap.title(ofGroup: edge.from)
            let toTitle = edge.to.map(AppMap.title(ofGroup:)) ?? "modules that were not scanned"
            let total = edge.forward + edge.backward
            var tooltip = "\(fromTitle) opens \(toTitle): \(AppDiagram.count(edge.forward, "navigation"))"
            var attributes = [("id", "navigation-\(from)-\(to)"), ("label", "\(total)"), ("penwidth", width(total))]
            if edge.backward > 0 {
                tooltip += "; \(toTitle) opens \(fromTitle): \(AppDiagram.count(edge.backward, "navigation"))"
                attributes += [("dir", "both"), ("arrowtail", "normal")]
            }
            attributes.append(("tooltip", tooltip))
            out.line("\(DOT.id(from)) -> \(DOT.id(to)) \(DOT.attributes(attributes))")
        }
        out.close()
        return out.text
    }

    /// An ordered pair of groups.
    private struct Pair: Hashable {
        var from: String
        var to: String
    }

    /// The node name of a group: its name, or `(ungrouped)` for the modules outside any group
    /// (a folder name cannot be empty, and a group folder called `(ungrouped)` is not expected).
    static func key(_ group: String) -> String {
        group.isEmpty ? "(ungrouped)" : group
    }

    static let unscannedKey = "(not scanned)"

    /// A line from 1.2 (one navigation) up to 6 points wide, growing with the square root of the count.
    static func width(_ count: Int) -> String {
        let points = min(6, 1.2 + (Double(max(count, 1)) - 1).squareRoot() * 0.6)
        return String(format: "%.1f", points)
    }
}

// MARK: - The map of one group

/// One group's modules and the navigation that touches them, as DOT text.
public enum GroupDiagram {
    /// Encodes the group `group` of `model` as a DOT digraph.
    ///
    /// The group's modules, drawn and linked like the app map's; every module of another group that
    /// one of them opens, or that opens one of them, as a small node that names its group; a dashed
    /// node for a module that was not scanned; and one edge per navigation with a module of this
    /// group at either end (dashed and lighter when it leaves or enters the group). Laid out by
    /// `neato`, so that each module sits among the modules it navigates with. Same input, same bytes.
    public static func dot(group: String, model: AppModel, violations: [Violation], links: DiagramLinks) -> String {
        dot(GroupNeighbours(group: group, model: model), violations: violations, links: links)
    }

    static func dot(_ neighbours: GroupNeighbours, violations: [Violation], links: DiagramLinks) -> String {
        let groupOf = neighbours.groupOf, members = neighbours.members
        let memberNames = neighbours.memberNames, edges = neighbours.edges
        let external = neighbours.external, unscanned = neighbours.unscanned
        var out = DOTWriter()
        header(&out, neighbours)
        let byModule = Dictionary(grouping: violations, by: \.module)
        if !members.isEmpty { out.blank() }
        for module in members { out.line(AppDiagram.node(module, violations: byModule[module.name] ?? [], links: links)) }

        let small = AppDiagram.colorAttributes(DiagramPalette.externalModule) + [("fontsize", "8"), ("margin", "0.08,0.03"), ("penwidth", "1")]
        if !external.isEmpty { out.blank() }
        for name in external {
            let otherTitle = AppMap.title(ofGroup: groupOf[name] ?? "")
            var attributes = [("id", "module-\(name)"), ("label", "\(name)\n\(otherTitle)")] + small
            attributes.append(("tooltip", "\(name) — in group \(otherTitle)"))
            if let url = links.modules[name] { attributes.append(("URL", url)) }
            out.line("\(DOT.id(name)) \(DOT.attributes(attributes))")
        }

        if !unscanned.isEmpty { out.blank() }
        for name in unscanned {
            out.line("\(DOT.id(name)) \(DOT.attributes([("id", "module-\(name)"), ("style", "rounded,dashed"), ("fontsize", "8"), ("tooltip", "\(name) — not a scanned module")]))")
        }

        if !edges.isEmpty { out.blank() }
        for (from, to) in edges {
            var attributes = [("id", "navigation-\(from)-\(to)"), ("tooltip", "\(from) opens \(to)")]
            // Edges that leave or enter the group are lighter: the group's own navigation comes first.
            if !memberNames.contains(from) || !memberNames.contains(to) {
                attributes += [("color", DiagramPalette.externalModule.border), ("style", "dashed")]
            }
            out.line("\(DOT.id(from)) -> \(DOT.id(to)) \(DOT.attributes(attributes))")
        }
        out.close()
        return out.text
    }

    /// The graph's name and defaults: laid out by `neato`, so that each module sits among the
    /// modules it navigates with.
    static func header(_ out: inout DOTWriter, _ neighbours: GroupNeighbours, nodes: Int? = nil) {
        out.open("digraph \(DOT.id("Group \(AppMap.title(ofGroup: neighbours.group))"))")
        // `neato` (springs: each module among the modules it navigates with) rather than `dot`, whose
        // ranks stacked a hundred modules into one row, or `fdp`, which lays clusters out differently
        // on every run. Kamada-Kawai (`mode=KK`) because neato's default mode loses the nodes' names
        // (`<title>%15</title>`) under the renderer's creation-order IDs. No clusters: neato does not
        // keep them apart; the small nodes name their group instead.
        var layout: [(String, String)] = [("layout", "neato"), ("mode", "KK"), ("overlap", "false"), ("sep", "+8"), ("esep", "+4")]
        // Kamada-Kawai stops when no node moves more than `epsilon` (0.0001 per node by default);
        // a group with hundreds of neighbours looks the same when stopped sooner, in two thirds of the time.
        if (nodes ?? neighbours.nodeCount) > 150 { layout.append(("epsilon", "0.1")) }
        let graph = DOT.graphDefaults.filter { !["rankdir", "nodesep", "ranksep"].contains($0.0) }
        out.line("graph \(DOT.attributes([("id", "diagram-group-\(GroupMapDiagram.key(neighbours.group))")] + layout + graph))")
        out.line("node \(DOT.attributes(DOT.nodeDefaults + AppDiagram.colorAttributes(DiagramPalette.module)))")
        out.line("edge \(DOT.attributes(DOT.edgeDefaults))")
    }
}

/// One group's modules, the navigation that touches them, and the modules at its far ends.
struct GroupNeighbours {
    let group: String
    /// Every module's group, by module name.
    let groupOf: [String: String]
    /// The group's modules, by name.
    let members: [Module]
    let memberNames: Set<String>
    /// Every navigation with a module of the group at either end, sorted.
    let edges: [(from: String, to: String)]
    /// Modules of other groups at the far end of an edge, sorted.
    let external: [String]
    /// Names at the far end of an edge that are no scanned module, sorted.
    let unscanned: [String]

    init(group: String, model: AppModel) {
        self.group = group
        let groupOf = Dictionary(model.modules.map { ($0.name, $0.group) }, uniquingKeysWith: { first, _ in first })
        self.groupOf = groupOf
        members = model.modules.filter { $0.group == group }.sorted { $0.name < $1.name }
        let memberNames = Set(members.map(\.name))
        self.memberNames = memberNames
        edges = NavigationEdges(model).pairs.filter { memberNames.contains($0.from) || memberNames.contains($0.to) }
        var external: Set<String> = []
        var unscanned: Set<String> = []
        for (from, to) in edges {
            for name in [from, to] where !memberNames.contains(name) {
                if groupOf[name] != nil { external.insert(name) } else { unscanned.insert(name) }
            }
        }
        self.external = external.sorted()
        self.unscanned = unscanned.sorted()
    }

    /// The nodes of the whole map.
    var nodeCount: Int { members.count + external.count + unscanned.count }
}
