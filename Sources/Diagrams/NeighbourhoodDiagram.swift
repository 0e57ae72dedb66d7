import Architecture
import Rules

// MARK: - A module's neighbourhood

/// One module and the modules one navigation away, as DOT text: the map on each module's page,
/// which stays small whatever the size of the app.
public enum NeighbourhoodDiagram {
    /// The neighbourhood map of every module that navigates with another, by module name.
    ///
    /// Left, the modules that open it; in the middle, the module (drawn bold); right, the modules it
    /// opens (a module that does both sits right, with arrows both ways); dashed, modules that were not
    /// scanned. Nodes link to their module's page (`links.modules`). With more than `limit` nodes,
    /// the neighbours become one node per group, linked to the group's page (`links.groups`), and with
    /// more groups than fit, one node. Same input, same bytes.
    public static func all(model: AppModel, violations: [Violation], links: DiagramLinks, limit: Int) -> [String: LimitedMap] {
        var openers: [String: Set<String>] = [:]
        for module in model.modules {
            for target in module.navigatesTo { openers[target, default: []].insert(module.name) }
        }
        let byName = Dictionary(model.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byModule = Dictionary(grouping: violations, by: \.module)
        var result: [String: LimitedMap] = [:]
        for module in model.modules {
            let from = (openers[module.name] ?? []).subtracting([module.name])
            let to = Set(module.navigatesTo).subtracting([module.name])
            guard !from.isEmpty || !to.isEmpty else { continue }
            result[module.name] = map(module, openers: from, opened: to, byName: byName, violations: byModule, links: links, limit: limit)
        }
        return result
    }

    private static func map(_ module: Module, openers: Set<String>, opened: Set<String>, byName: [String: Module],
                            violations: [String: [Violation]], links: DiagramLinks, limit: Int) -> LimitedMap {
        let neighbours = openers.union(opened).sorted()
        // Above the limit, a neighbour is drawn as its group (or, with too many groups, as one node).
        let collapsing = neighbours.count + 1 > limit
        let groupsOfNeighbours = Set(neighbours.map { byName[$0]?.group ?? notScannedKey })
        let oneNode = collapsing && groupsOfNeighbours.count + 1 > limit
        func key(_ name: String) -> String {
            guard collapsing else { return name }
            if oneNode { return allKey }
            return byName[name].map { "(group) " + GroupMapDiagram.key($0.group) } ?? notScannedKey
        }

        var out = DOTWriter()
        out.open("digraph \(DOT.id("Neighbourhood \(module.name)"))")
        out.line("graph \(DOT.attributes([("id", "diagram-neighbourhood-\(module.name)")] + DOT.merging(DOT.graphDefaults, [("ranksep", "0.6")])))")
        out.line("node \(DOT.attributes(DOT.nodeDefaults + AppDiagram.colorAttributes(DiagramPalette.module)))")
        out.line("edge \(DOT.attributes(DOT.edgeDefaults))")
        out.blank()
        var centre = AppDiagram.node(module, violations: violations[module.name] ?? [], links: .none)
        centre.removeLast() // `]`
        out.line(centre + ", style=\"rounded,filled,bold\", penwidth=2.5]")

        // Collapsed nodes, each with the names it stands for.
        var members: [String: [String]] = [:]
        for name in neighbours { members[key(name), default: []].append(name) }
        out.blank()
        for node in members.keys.sorted() {
            let names = members[node] ?? []
            if !collapsing {
                if let neighbour = byName[node] {
                    out.line(AppDiagram.node(neighbour, violations: violations[node] ?? [], links: links))
                } else {
                    out.line("\(DOT.id(node)) \(DOT.attributes([("id", "module-\(node)"), ("style", "rounded,dashed"), ("tooltip", "\(node) — not a scanned module")]))")
                }
                continue
            }
            let group = byName[names[0]]?.group
            var label = AppDiagram.count(names.count, "module")
            var attributes: [(String, String)] = [("id", "collapsed-\(node)")]
            if node == allKey {
                label += "\nof \(AppDiagram.count(groupsOfNeighbours.count, "group"))"
            } else if let group {
                label = AppMap.title(ofGroup: group) + "\n" + label
                if let url = links.groups[group] { attributes.append(("URL", url)) }
            } else {
                label = "Not scanned\n" + label
            }
            attributes += [("label", label), ("style", "rounded,filled,dashed"), ("tooltip", MapLimit.list(names))]
            out.line("\(DOT.id(node)) \(DOT.attributes(attributes))")
        }

        var pairs: [(from: String, to: String)] = openers.sorted().map { (from: $0, to: module.name) }
        pairs += opened.sorted().map { (from: module.name, to: $0) }
        let edges = MapLimit.merged(pairs) { $0 == module.name ? module.name : key($0) }
        out.blank()
        for edge in edges {
            var attributes = [("id", "navigation-\(edge.from)-\(edge.to)")]
            if edge.count > 1 { attributes += [("label", "\(edge.count)"), ("penwidth", GroupMapDiagram.width(edge.count))] }
            attributes.append(("tooltip", edge.count > 1 ? "\(AppDiagram.count(edge.count, "navigation"))" : "\(edge.from) opens \(edge.to)"))
            out.line("\(DOT.id(edge.from)) -> \(DOT.id(edge.to)) \(DOT.attributes(attributes))")
        }
        out.close()

        guard collapsing else { return LimitedMap(dot: out.text, collapse: nil) }
        let how = oneNode ? "they are one node" : "they are one node per group, linked to the group's page"
        return LimitedMap(dot: out.text, collapse: MapCollapse(
            map: "the neighbourhood of \(module.name)", nodesBefore: neighbours.count + 1, nodesAfter: members.count + 1,
            note: "\(module.name) navigates with \(neighbours.count) modules, more than limits.diagram-nodes (\(limit)): \(how). The Navigation section lists each of them."))
    }

    static let allKey = "(neighbours)"
    static let notScannedKey = "(not scanned)"
}
