import Architecture
import Rules

// MARK: - A group's map within the node limit

extension GroupDiagram {
    /// The map of `group` with at most `limit` nodes: the whole map when it fits (`dot(group:…)`);
    /// else the modules of other groups become one node per group, linked to that group's page
    /// (or, when there are more groups than half the limit, one node for all of them), modules that
    /// were not scanned one node, and — when the group's own modules still do not fit — those with
    /// the fewest navigations one node, linked to the group page's table of modules. Same input, same bytes.
    public static func limited(group: String, model: AppModel, violations: [Violation], links: DiagramLinks, limit: Int) -> LimitedMap {
        let neighbours = GroupNeighbours(group: group, model: model)
        guard neighbours.nodeCount > limit else {
            return LimitedMap(dot: dot(neighbours, violations: violations, links: links), collapse: nil)
        }
        return Collapsed(neighbours, limit: limit).map(violations: violations, links: links)
    }

    /// The plan of a collapsed group map: which nodes stay, and what each name is drawn as.
    private struct Collapsed {
        static let moreKey = "(more modules)"
        static let otherGroupsKey = "(other groups)"

        let neighbours: GroupNeighbours
        let limit: Int
        /// Other groups' modules by group; empty keys never occur (`""` is Ungrouped, a group too).
        let otherGroups: [(group: String, modules: [String])]
        let othersAsOne: Bool
        let kept: [String]
        let hidden: [String]
        let hiddenSet: Set<String>
        let keptSet: Set<String>

        init(_ neighbours: GroupNeighbours, limit: Int) {
            self.neighbours = neighbours
            self.limit = limit
            otherGroups = Dictionary(grouping: neighbours.external, by: { neighbours.groupOf[$0] ?? "" })
                .map { (group: $0.key, modules: $0.value.sorted()) }.sorted { $0.group < $1.group }
            let unscannedNodes = neighbours.unscanned.isEmpty ? 0 : 1
            othersAsOne = otherGroups.count + unscannedNodes > limit / 2
            let outside = (othersAsOne ? min(1, otherGroups.count) : otherGroups.count) + unscannedNodes
            let room = max(1, limit - outside)
            let names = neighbours.members.map(\.name)
            // When the members do not fit, one place goes to the node that stands for the others.
            let split = MapLimit.mostConnected(names, room: names.count > room ? room - 1 : room,
                                               degree: MapLimit.degrees(neighbours.edges))
            kept = split.kept
            hidden = split.hidden
            keptSet = Set(split.kept)
            hiddenSet = Set(split.hidden)
        }

        /// The node a module name is drawn as.
        func key(_ name: String) -> String {
            if neighbours.memberNames.contains(name) { return hiddenSet.contains(name) ? Self.moreKey : name }
            guard let other = neighbours.groupOf[name] else { return GroupMapDiagram.unscannedKey }
            return othersAsOne ? Self.otherGroupsKey : "(group) " + GroupMapDiagram.key(other)
        }

        var nodeCount: Int {
            kept.count + (hidden.isEmpty ? 0 : 1) + (othersAsOne ? min(1, otherGroups.count) : otherGroups.count)
                + (neighbours.unscanned.isEmpty ? 0 : 1)
        }

        func map(violations: [Violation], links: DiagramLinks) -> LimitedMap {
            let group = neighbours.group
            let title = AppMap.title(ofGroup: group)
            var out = DOTWriter()
            GroupDiagram.header(&out, neighbours, nodes: nodeCount)
            let byModule = Dictionary(grouping: violations, by: \.module)
            let keptModules = neighbours.members.filter { keptSet.contains($0.name) }
            if !keptModules.isEmpty { out.blank() }
            for module in keptModules { out.line(AppDiagram.node(module, violations: byModule[module.name] ?? [], links: links)) }

            let collapsed = [("style", "rounded,filled,dashed"), ("fontsize", "10"), ("margin", "0.15,0.08")]
            let small = AppDiagram.colorAttributes(DiagramPalette.externalModule) + [("fontsize", "9"), ("margin", "0.1,0.05"), ("penwidth", "1")]
            out.blank()
            var notes: [String] = []
            if !hidden.isEmpty {
                var attributes = [("id", "collapsed-modules"), ("label", "\(AppDiagram.count(hidden.count, "more module"))\nof \(title)")] + collapsed
                attributes.append(("tooltip", "\(hidden.count) of \(title)'s modules with the fewest navigations: \(MapLimit.list(hidden))"))
                if let url = links.groups[group] { attributes.append(("URL", url + "#modules")) }
                out.line("\(DOT.id(Self.moreKey)) \(DOT.attributes(attributes))")
                notes.append("the \(hidden.count) of its \(neighbours.members.count) modules with the fewest navigations are one node, “\(hidden.count) more modules” (every module is in the table below)")
            }
            if othersAsOne, !otherGroups.isEmpty {
                let names = otherGroups.flatMap(\.modules).sorted()
                var attributes = [("id", "other-groups"), ("label", "\(AppDiagram.count(names.count, "module"))\nof \(AppDiagram.count(otherGroups.count, "other group"))")] + small
                attributes.append(("tooltip", "Modules of other groups that \(title) navigates with: \(MapLimit.list(names))"))
                out.line("\(DOT.id(Self.otherGroupsKey)) \(DOT.attributes(attributes))")
                notes.append("the \(names.count) modules of other groups that it navigates with are one node")
            } else if !otherGroups.isEmpty {
                for (other, names) in otherGroups {
                    let otherTitle = AppMap.title(ofGroup: other)
                    var attributes = [("id", "group-\(GroupMapDiagram.key(other))"), ("label", "\(otherTitle)\n\(AppDiagram.count(names.count, "module"))")] + small
                    attributes.append(("tooltip", "\(otherTitle): \(MapLimit.list(names))"))
                    if let url = links.groups[other] { attributes.append(("URL", url + "#map")) }
                    out.line("\(DOT.id("(group) " + GroupMapDiagram.key(other))) \(DOT.attributes(attributes))")
                }
                notes.append("modules of other groups are one node per group, linked to its map")
            }
            if !neighbours.unscanned.isEmpty {
                let names = neighbours.unscanned
                let attributes = [("id", "group-not-scanned"), ("label", "Not scanned\n\(AppDiagram.count(names.count, "module"))"),
                                  ("style", "rounded,dashed"), ("fontsize", "9"), ("tooltip", "Opened but not scanned: \(MapLimit.list(names))")]
                out.line("\(DOT.id(GroupMapDiagram.unscannedKey)) \(DOT.attributes(attributes))")
            }

            let edges = MapLimit.merged(neighbours.edges, key: key)
            if !edges.isEmpty { out.blank() }
            for edge in edges {
                var attributes = [("id", "navigation-\(edge.from)-\(edge.to)")]
                if edge.count > 1 { attributes += [("label", "\(edge.count)"), ("penwidth", GroupMapDiagram.width(edge.count))] }
                attributes.append(("tooltip", "\(name(edge.from)) opens \(name(edge.to))"
                    + (edge.count > 1 ? ": \(AppDiagram.count(edge.count, "navigation"))" : "")))
                // Edges to a collapsed node, or leaving the group, are lighter.
                if !keptSet.contains(edge.from) || !keptSet.contains(edge.to) {
                    attributes += [("color", DiagramPalette.externalModule.border), ("style", "dashed")]
                }
                out.line("\(DOT.id(edge.from)) -> \(DOT.id(edge.to)) \(DOT.attributes(attributes))")
            }
            out.close()

            let note = "This map would have \(neighbours.nodeCount) nodes, more than limits.diagram-nodes (\(limit)): "
                + notes.joined(separator: "; ") + ". Each module's page maps its own neighbours."
            return LimitedMap(dot: out.text, collapse: MapCollapse(map: "group \(title)", nodesBefore: neighbours.nodeCount,
                                                                   nodesAfter: nodeCount, note: note))
        }

        /// What a node is called in an edge's tooltip.
        private func name(_ key: String) -> String {
            switch key {
            case Self.moreKey: "\(hidden.count) more modules"
            case Self.otherGroupsKey: "modules of other groups"
            case GroupMapDiagram.unscannedKey: "modules that were not scanned"
            case _ where key.hasPrefix("(group) "):
                "modules of " + AppMap.title(ofGroup: otherGroups.first { "(group) " + GroupMapDiagram.key($0.group) == key }?.group ?? "")
            default: key
            }
        }
    }
}
