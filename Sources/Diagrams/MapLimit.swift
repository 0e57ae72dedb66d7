import Architecture

// MARK: - Maps within a node limit
//
// A map of three hundred nodes draws labels four pixels high and takes minutes to lay out at
// 5,000 modules. Each map has a node limit (`limits.diagram-nodes`): above it, the map collapses
// what lies around its subject into single nodes that link to their own maps or lists, and says so
// — in a note on the page (`MapCollapse.note`) and in one warning line for the run.

/// What one map collapsed to stay within the node limit.
public struct MapCollapse: Sendable, Equatable {
    /// The map, as the warning names it: `the app map`, `group Catalog`, `the neighbourhood of Home`.
    public var map: String
    /// How many nodes the map would have had, and how many it has.
    public var nodesBefore: Int
    public var nodesAfter: Int
    /// For the reader, below the map: what was collapsed, and where to find it.
    public var note: String

    public init(map: String, nodesBefore: Int, nodesAfter: Int, note: String) {
        self.map = map
        self.nodesBefore = nodesBefore
        self.nodesAfter = nodesAfter
        self.note = note
    }

    /// The one warning line of a run that collapsed `collapses` (nil for none): what, and how to see more.
    public static func warning(_ collapses: [MapCollapse], limit: Int) -> String? {
        guard !collapses.isEmpty else { return nil }
        let shown = collapses.prefix(8).map { "\($0.map) (\($0.nodesBefore) → \($0.nodesAfter) nodes)" }
        let more = collapses.count > 8 ? " and \(collapses.count - 8) more" : ""
        return "\(AppDiagram.count(collapses.count, "map")) had more nodes than limits.diagram-nodes (\(limit)) and were collapsed: "
            + shown.joined(separator: ", ") + more
            + "; every module keeps its page and neighbourhood map (raise the limit in .viper-docs.yml to draw more)"
    }
}

/// A DOT text and what it collapsed (nil when it is whole).
public struct LimitedMap: Sendable, Equatable {
    public var dot: String
    public var collapse: MapCollapse?

    public init(dot: String, collapse: MapCollapse?) {
        self.dot = dot
        self.collapse = collapse
    }
}

/// Choosing which nodes a map keeps.
enum MapLimit {
    /// The `room` names of `names` with the most navigation (`degree`), in name order; all of them
    /// when they fit. Ties go to the name that sorts first, so that the same app gives the same map.
    static func mostConnected(_ names: [String], room: Int, degree: [String: Int]) -> (kept: [String], hidden: [String]) {
        guard names.count > room else { return (names.sorted(), []) }
        let ranked = names.sorted { (degree[$0] ?? 0, $1) > (degree[$1] ?? 0, $0) }
        let kept = Set(ranked.prefix(max(0, room)))
        return (names.filter { kept.contains($0) }.sorted(), names.filter { !kept.contains($0) }.sorted())
    }

    /// How many navigation pairs touch each name.
    static func degrees(_ pairs: [(from: String, to: String)]) -> [String: Int] {
        var degree: [String: Int] = [:]
        for (from, to) in pairs {
            degree[from, default: 0] += 1
            degree[to, default: 0] += 1
        }
        return degree
    }

    /// `A, B, C` — or the first `count` and `… (N in all)`: a tooltip that find-in-map searches.
    static func list(_ names: [String], count: Int = 400) -> String {
        names.count <= count ? names.joined(separator: ", ")
            : names.prefix(count).joined(separator: ", ") + ", … (\(names.count) in all)"
    }

    /// The edges between collapsed nodes: each pair of `key`s once, with how many pairs it stands
    /// for; an edge inside one collapsed node is dropped. Sorted.
    static func merged(_ pairs: [(from: String, to: String)], key: (String) -> String) -> [(from: String, to: String, count: Int)] {
        var counts: [EdgeKey: Int] = [:]
        for (from, to) in pairs {
            let a = key(from), b = key(to)
            if a != b { counts[EdgeKey(from: a, to: b), default: 0] += 1 }
        }
        return counts.map { (from: $0.key.from, to: $0.key.to, count: $0.value) }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    private struct EdgeKey: Hashable {
        var from: String
        var to: String
    }
}
