import Architecture
import Rules

// MARK: - The dependency structure matrix
//
// A row depends on a column: the cell of row Home and column Details counts the evidence that Home
// depends on Details, and links to that edge in the page's list. Modules and groups come in layer
// order (the first `layers` rule of the team's), then by name. Up to `wholeAppLimit` modules the
// matrix is the whole app's; above, one matrix per group, folded, so that a thousand modules never
// make a million cells at once; the group matrix above them sums the edges between groups.

struct DependencyMatrix {
    /// The most modules one matrix shows.
    static let wholeAppLimit = 60

    struct Matrix: TemplateContext {
        let columns: [Header]
        let rows: [Row]
    }

    struct Header: TemplateContext {
        /// 1-based: the columns are numbered, and each row says its number.
        let number: Int
        let name: String
    }

    struct Row: TemplateContext {
        let number: Int
        let name: String
        let href: String?
        /// The row's cells as HTML, escaped here: a thousand modules make tens of thousands of cells,
        /// each a template section's work otherwise.
        let cellsHTML: String
    }

    struct Cell {
        /// The count, or empty.
        let text: String
        let href: String?
        /// `dsm-self`, `dsm-edge`, `dsm-broken`, `dsm-cycle`, space-separated.
        let classes: String
        /// What the cell says, in words, for a tooltip and screen readers.
        let label: String

        /// `<td class="…" title="…"><a href="…" aria-label="…">2</a></td>`.
        var html: String {
            let text = HTML.escape(self.text), label = HTML.escape(self.label)
            let attributes = " class=\"\(HTML.escape(classes))\"" + (label.isEmpty ? "" : " title=\"\(label)\"")
            guard let href else { return "<td\(attributes)>\(text)</td>" }
            return "<td\(attributes)><a href=\"\(HTML.escape(href))\" aria-label=\"\(label)\">\(text)</a></td>"
        }
    }

    struct Section: TemplateContext {
        let title: String
        let isOpen: Bool
        let matrix: Matrix?
        /// Why a group's matrix is not drawn (too many modules).
        let note: String?
    }

    let groupMatrix: Matrix?
    let sections: [Section]
    let cycles: ModuleCycles

    /// The `id` of an edge in the page's list.
    static func anchor(_ from: String, _ to: String) -> String { "dep-" + SitePaths.slug(from) + "--" + SitePaths.slug(to) }

    /// - Parameters:
    ///   - broken: `from` → `to` → the rules that forbid the edge.
    ///   - href: a module's page from the dependency page.
    init(model: AppModel, graph: DependencyGraph, broken: [String: [String: [String]]], rules: DependencyRules, page: String,
         href: (String) -> String?) {
        let cycles = ModuleCycles(graph: graph)
        self.cycles = cycles
        let order = Self.layerOrder(model: model, rules: rules)
        let modules = model.modules.sorted { (order[$0.name] ?? Int.max, $0.group, $0.name) < (order[$1.name] ?? Int.max, $1.group, $1.name) }
        let isBroken = { (from: String, to: String) in !(broken[from]?[to] ?? []).isEmpty }
        // Groups in the order of their first module.
        var groupNames: [String] = []
        for module in modules where !groupNames.contains(module.group) { groupNames.append(module.group) }
        let groupOf = Dictionary(model.modules.map { ($0.name, $0.group) }, uniquingKeysWith: { first, _ in first })
        if groupNames.count > 1 {
            let groupEdges = graph.groupEdges { groupOf[$0] }
            let byPair = Dictionary(groupEdges.map { ("\($0.from)\u{0}\($0.to)", $0) }, uniquingKeysWith: { first, _ in first })
            groupMatrix = Self.matrix(names: groupNames, href: { _ in nil }) { from, to in
                guard from != to else { return Cell(text: "", href: nil, classes: "dsm-self", label: "\(from) itself") }
                guard let edge = byPair["\(from)\u{0}\(to)"] else { return Cell(text: "", href: nil, classes: "", label: "") }
                let brokenEdges = edge.edges.filter { isBroken($0.from, $0.to) }
                let mutual = byPair["\(to)\u{0}\(from)"] != nil
                let first = brokenEdges.first ?? edge.edges[0]
                return Cell(text: "\(edge.edges.count)", href: "#" + Self.anchor(first.from, first.to),
                            classes: ["dsm-edge", brokenEdges.isEmpty ? nil : "dsm-broken", mutual ? "dsm-cycle" : nil].compactMap { $0 }.joined(separator: " "),
                            label: "\(from) depends on \(to) through \(edge.edges.count) module dependenc\(edge.edges.count == 1 ? "y" : "ies")"
                                + (brokenEdges.isEmpty ? "" : ", \(brokenEdges.count) forbidden") + (mutual ? ", and \(to) on \(from)" : ""))
            }
        } else {
            groupMatrix = nil
        }
        let cell = { (from: String, to: String) -> Cell in
            guard from != to else { return Cell(text: "", href: nil, classes: "dsm-self", label: "\(from) itself") }
            guard let edge = graph.edge(from: from, to: to) else { return Cell(text: "", href: nil, classes: "", label: "") }
            let broken = isBroken(from, to), cycle = cycles.inCycle(from, to)
            return Cell(text: cycle ? "↻\(edge.evidence.count)" : "\(edge.evidence.count)", href: "#" + Self.anchor(from, to),
                        classes: ["dsm-edge", broken ? "dsm-broken" : nil, cycle ? "dsm-cycle" : nil].compactMap { $0 }.joined(separator: " "),
                        label: "\(from) depends on \(to) (\(edge.kinds.map(\.rawValue).joined(separator: ", ")))"
                            + (broken ? ", which a rule forbids" : "") + (cycle ? ", in a cycle" : ""))
        }
        if modules.count <= Self.wholeAppLimit {
            sections = modules.isEmpty ? [] : [Section(title: "Modules", isOpen: true, matrix: Self.matrix(names: modules.map(\.name), href: href, cell: cell), note: nil)]
        } else {
            sections = groupNames.map { group in
                let all = modules.filter { $0.group == group }.map(\.name)
                let title = "\(group.isEmpty ? "Ungrouped" : group) (\(all.count) module\(all.count == 1 ? "" : "s"))"
                // A large group's matrix keeps the modules that depend on, or are depended on by, another of the group.
                let members = Set(all)
                let names = all.count <= Self.wholeAppLimit ? all : all.filter { name in
                    graph.edges(from: name).contains { members.contains($0.to) } || graph.edges(to: name).contains { members.contains($0.from) }
                }
                guard names.count <= Self.wholeAppLimit else {
                    return Section(title: title, isOpen: false, matrix: nil,
                                   note: "\(names.count) modules depend on each other here: too many for one matrix; the list of dependencies below has each of them.")
                }
                let left = all.count - names.count
                return Section(title: title, isOpen: false, matrix: names.isEmpty ? nil : Self.matrix(names: names, href: href, cell: cell),
                               note: left == 0 ? nil : "\(left) of its modules depend on no other module of the group, and the matrix leaves them out.")
            }
        }
    }

    private static func matrix(names: [String], href: (String) -> String?, cell: (String, String) -> Cell) -> Matrix {
        Matrix(columns: names.enumerated().map { Header(number: $0.offset + 1, name: $0.element) },
               rows: names.enumerated().map { i, from in
                   Row(number: i + 1, name: from, href: href(from), cellsHTML: names.map { cell(from, $0).html }.joined())
               })
    }

    /// Module → the index of its layer in the team's first `layers` rule; modules in no layer are absent.
    static func layerOrder(model: AppModel, rules: DependencyRules) -> [String: Int] {
        for rule in rules.rules {
            guard case let .layers(layers, _) = rule.kind else { continue }
            let checks = DependencyRuleChecks(rules: rules, model: model)
            var order: [String: Int] = [:]
            for module in model.modules {
                order[module.name] = layers.firstIndex { checks.matches($0, module) }
            }
            return order
        }
        return [:]
    }
}

/// The cycles of the dependency graph: its strongly connected components of more than one module.
struct ModuleCycles {
    /// Each cycle's modules, sorted; the cycles sorted by their first module.
    let components: [[String]]
    private let componentOf: [String: Int]

    init(graph: DependencyGraph) {
        let names = Array(Set(graph.edges.flatMap { [$0.from, $0.to] })).sorted()
        components = StronglyConnected.components(of: names) { graph.edges(from: $0).map(\.to) }.filter { $0.count > 1 }
        var componentOf: [String: Int] = [:]
        for (i, component) in components.enumerated() {
            for name in component { componentOf[name] = i }
        }
        self.componentOf = componentOf
    }

    /// Whether the edge `from` → `to` lies on a cycle (both ends in one component).
    func inCycle(_ from: String, _ to: String) -> Bool {
        guard let a = componentOf[from] else { return false }
        return a == componentOf[to]
    }
}
