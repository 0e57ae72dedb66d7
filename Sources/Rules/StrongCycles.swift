import Architecture
import SourceScanner

/// A strong, lasting reference of the app: a property that `from` declares (itself or through a
/// superclass), holding a `to`. The graph's nodes are types: a class that several modules share
/// holds each of its properties once.
struct StrongEdge: Hashable {
    var from: String
    var to: String
    var property: String
    var location: SourceLocation
    /// The first module (by name) whose references hold it.
    var module: String
    var fromRole: Role
    var toRole: Role
}

/// The cycles of strong references, grouped by the reference that should be weak: one fault, one
/// finding, however many cycles run through it. A cycle of types that the app's wiring keeps, each of
/// them (wireframes that a composition root keeps and that hold each other), frees nothing less than
/// the app does, and is left out.
enum StrongCycles {
    /// A reference that closes one or more cycles.
    struct Fault {
        /// The reference to make weak: the one back to what owns the cycle.
        var link: StrongEdge
        /// The shortest cycle through it, from `link`.
        var shortest: [StrongEdge]
        /// How many cycles run through it.
        var cycles: Int
        /// A type of every one of these cycles that the app's wiring keeps: then each type of them lives
        /// as long as that one anyway, and the cycles leak nothing today. Nil when one cycle has none.
        var keptByWiring: String?
    }

    /// How surely something outside a cycle keeps a type alive, the owner the cycle hangs from: 3 when
    /// the app's wiring (a composition root, an assembly) holds it, 2 when what the wiring keeps holds it
    /// in turn, 1 for a view controller (UIKit holds it once
    /// shown) or a type another component holds from outside the cycle, 0 otherwise.
    typealias Ownership = (_ type: String, _ role: Role, _ cycle: Set<String>) -> Int
    /// Kept by the app's wiring itself (an assembly, a composition root).
    static let heldByWiring = 3
    /// Kept, through other types, by what the wiring keeps: it lives as long as the app.
    static let livesWithTheApp = 2

    static func faults(in edges: [String: [StrongEdge]], ownership: Ownership) -> [Fault] {
        var byLink: [StrongEdge: Fault] = [:]
        for cycle in cycles(in: edges) {
            // Types the app's wiring keeps, all of them: they live as long as the app, cycle or not.
            let nodes = Set(cycle.map(\.from))
            let owned = cycle.map { ownership($0.to, $0.toRole, nodes) }
            guard !owned.allSatisfy({ $0 == heldByWiring }) else { continue }
            let start = weakLink(of: cycle, owned: owned)
            let link = cycle[start]
            let rotated = Array(cycle[start...] + cycle[..<start])
            let kept = (Array(start..<cycle.count) + Array(0..<start)).first { owned[$0] >= livesWithTheApp }.map { cycle[$0].to }
            if var fault = byLink[link] {
                fault.cycles += 1
                if rotated.count < fault.shortest.count { fault.shortest = rotated }
                if kept == nil { fault.keptByWiring = nil }
                byLink[link] = fault
            } else {
                byLink[link] = Fault(link: link, shortest: rotated, cycles: 1, keptByWiring: kept)
            }
        }
        return byLink.values.sorted { ($0.link.location.file, $0.link.location.line, $0.link.property) < ($1.link.location.file, $1.link.location.line, $1.link.property) }
    }

    /// The reference of a cycle that should be weak: the one into the type that something outside the
    /// cycle owns (the app's wiring first, then UIKit's view controllers and other holders), from a
    /// type less surely owned; of several, the one to the role nearest the view (the view, then the presenter); else the first
    /// one back from a later role to an earlier one (an interactor's presenter); else the first.
    /// `owned`: how surely something outside the cycle owns each reference's target. The link's index.
    static func weakLink(of cycle: [StrongEdge], owned: [Int]) -> Int {
        if let best = owned.max(), best > 0 {
            // Into the owner, from what only the cycle keeps: a reference between two types the wiring
            // keeps (one wireframe holding the next) frees nothing when weakened.
            let into = cycle.indices.filter { owned[$0] == best }
            let fromLess = into.filter { owned[($0 + cycle.count - 1) % cycle.count] < best }
            let candidates = fromLess.isEmpty ? into : fromLess
            return candidates.min { cycle[$0].toRole < cycle[$1].toRole }!
        }
        return cycle.firstIndex { $0.toRole < $0.fromRole } ?? 0
    }

    /// Every elementary cycle of the graph once, from its smallest type (up to nine references long).
    static func cycles(in edges: [String: [StrongEdge]]) -> [[StrongEdge]] {
        var result: [[StrongEdge]] = []
        for start in edges.keys.sorted() {
            // Cycles through `start` whose every other node is larger: each cycle is found once.
            var path: [StrongEdge] = []
            var onPath: Set<String> = [start]
            func search(_ node: String) {
                for edge in edges[node] ?? [] {
                    if edge.to == start {
                        result.append(path + [edge])
                    } else if edge.to > start, !onPath.contains(edge.to), path.count < 8 {
                        onPath.insert(edge.to)
                        path.append(edge)
                        search(edge.to)
                        path.removeLast()
                        onPath.remove(edge.to)
                    }
                }
            }
            search(start)
        }
        return result
    }
}

/// Whether a type lives as long as the app: what its wiring keeps, and what those keep strongly in
/// turn (a kept wireframe's presenter, that presenter's interactor). Asked only of the types of
/// cycles: each answer walks back along the strong references from the type, once.
struct AppLifetime {
    private var holders: [String: [String]] = [:]
    private var known: [String: Bool] = [:]

    init(edges: [String: [StrongEdge]]) {
        for (from, out) in edges {
            for edge in out { holders[edge.to, default: []].append(from) }
        }
    }

    mutating func contains(_ type: String, keptByWiring: (String) -> Bool) -> Bool {
        if let answer = known[type] { return answer }
        var seen: Set<String> = [type]
        var queue = [type]
        var found = false
        while let next = queue.popLast() {
            if known[next] == true || keptByWiring(next) {
                found = true
                break
            }
            for holder in holders[next] ?? [] where known[holder] != false && seen.insert(holder).inserted { queue.append(holder) }
        }
        // A search that found nothing found nothing for every type it passed; one that did, for its start.
        if found { known[type] = true } else { for node in seen { known[node] = false } }
        return found
    }
}
