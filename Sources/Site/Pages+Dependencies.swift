import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - The dependency page: metrics, the matrix and every edge with its evidence
//
// `dependencies.html` shows the model's `DependencyGraph` three ways: a sortable table of each
// module's (and group's) metrics; a dependency structure matrix (DSM), whose row depends on its
// column, in layer order, red where a rule of the team's forbids the edge and marked where modules
// depend on each other in a cycle; and the list of every edge with the code that makes it, which
// each cell links to. A large app's matrix is one per group, folded (`DependencyMatrix`).

/// `dependencies.html`.
enum DependenciesPageKind: PageKind {
    static let name = "dependencies"
    static func path(of item: Void, _ site: PageBuilder) -> String { PageMap.dependencies }
    static func title(of item: Void, _ site: PageBuilder) -> String { "Dependencies" }
    static func context(of item: Void, _ site: PageBuilder) -> PageBuilder.DependenciesContext { site.dependencies() }
    /// Its metrics count the lines of the components' files.
    static var readsWholeFiles: Bool { true }
}

extension PageBuilder {
    /// `dependencies.mustache`.
    struct DependenciesContext: TemplateContext {
        let frame: Inline<Frame>
        /// "58 dependencies between 47 modules: 52 navigation, …".
        let summary: String
        let hasDependencies: Bool
        let moduleMetrics: [MetricRow]
        let groupMetrics: [MetricRow]
        let hasGroups: Bool
        /// Groups × groups, when the app has more than one group.
        let groupMatrix: DependencyMatrix.Matrix?
        /// The whole app's modules, or one matrix per group.
        let moduleMatrices: [DependencyMatrix.Section]
        let edges: [EdgeRow]
        let brokenLabel: String?
        let cycleLabel: String?
    }

    struct MetricRow: TemplateContext {
        let name: String
        let href: String?
        let group: String?
        let groupHref: String?
        let fanIn, fanOut, components, lines, findings: Int
        let hasFindings: Bool
        /// `0.43`, or `–` with no dependency either way (sorted last).
        let instability: String
        let instabilitySort: String
        let depth: String
        let depthSort: String
    }

    struct EdgeRow: TemplateContext {
        let anchor: String
        let from: ModuleLink
        let to: ModuleLink
        let kinds: String
        let isBroken: Bool
        let rules: [RuleLink]
        let isCycle: Bool
        let evidence: [EvidenceRow]
    }

    struct RuleLink: TemplateContext {
        let id: String
        let href: String?
    }

    struct EvidenceRow: TemplateContext {
        let kind: String
        let location: String
        let href: String?
        let detail: String
    }

    func dependencies() -> DependenciesContext {
        let page = PageMap.dependencies
        let model = content.model
        let graph = model.dependencies
        let metrics = ArchitectureMetrics(model: model, violations: content.violations)
        let broken = content.dependencyRules.isEmpty ? [:] : DependencyRuleChecks(rules: content.dependencyRules, model: model).brokenEdges()
        let matrix = DependencyMatrix(model: model, graph: graph, broken: broken, rules: content.dependencyRules, page: page) { name in
            self.moduleHref(name, from: page)
        }
        let groupOf = Dictionary(model.modules.map { ($0.name, $0.group) }, uniquingKeysWith: { first, _ in first })
        let moduleRows = metrics.modules.map { metricRow($0, href: moduleHref($0.name, from: page), group: groupOf[$0.name], page: page) }
        let groupRows = metrics.groups.map { metricRow($0, href: groupHref($0.name, from: page), group: nil, page: page) }
        let edges = graph.edges.map { edge -> EdgeRow in
            let rules = Array(Set(broken[edge.from]?[edge.to] ?? [])).sorted()
            return EdgeRow(anchor: DependencyMatrix.anchor(edge.from, edge.to), from: ModuleLink(name: edge.from, href: moduleHref(edge.from, from: page)),
                           to: ModuleLink(name: edge.to, href: moduleHref(edge.to, from: page)),
                           kinds: edge.kinds.map(\.rawValue).joined(separator: ", "), isBroken: !rules.isEmpty,
                           rules: rules.map { RuleLink(id: $0, href: ruleHref($0, from: page)) },
                           isCycle: matrix.cycles.inCycle(edge.from, edge.to),
                           evidence: edge.evidence.map {
                               EvidenceRow(kind: $0.kind.rawValue, location: "\($0.location.file):\($0.location.line)",
                                           href: sourceHref($0.location, from: page), detail: $0.detail)
                           })
        }
        let byKind = DependencyKind.allCases.compactMap { kind -> String? in
            let count = graph.edges.filter { $0.kinds.contains(kind) }.count
            return count == 0 ? nil : "\(count) by \(kind.rawValue)"
        }
        let brokenCount = edges.filter(\.isBroken).count
        let cycleCount = matrix.cycles.components.count
        return DependenciesContext(
            frame: frame(page),
            summary: "\(graph.edges.count) dependenc\(graph.edges.count == 1 ? "y" : "ies") between \(Self.count(model.modules.count, "module"))"
                + (byKind.isEmpty ? "." : ": " + byKind.joined(separator: ", ") + " (an edge may have several kinds)."),
            hasDependencies: !graph.edges.isEmpty,
            moduleMetrics: moduleRows, groupMetrics: groupRows, hasGroups: groupRows.count > 1,
            groupMatrix: matrix.groupMatrix, moduleMatrices: matrix.sections, edges: edges,
            brokenLabel: brokenCount == 0 ? nil : "\(brokenCount) dependenc\(brokenCount == 1 ? "y" : "ies") that a rule of the team's forbids (red)",
            cycleLabel: cycleCount == 0 ? nil : "\(Self.count(cycleCount, "cycle")) between modules (↻)")
    }

    private func metricRow(_ metrics: ModuleMetrics, href: String?, group: String?, page: String) -> MetricRow {
        MetricRow(name: metrics.name, href: href, group: group, groupHref: group.flatMap { groupHref($0, from: page) },
                  fanIn: metrics.fanIn, fanOut: metrics.fanOut, components: metrics.components, lines: metrics.lines,
                  findings: metrics.findings ?? 0, hasFindings: (metrics.findings ?? 0) > 0,
                  instability: metrics.instability.map(ArchitectureMetrics.format) ?? "–", instabilitySort: metrics.instability.map(ArchitectureMetrics.format) ?? "9",
                  depth: metrics.depth.map(String.init) ?? "–", depthSort: metrics.depth.map(String.init) ?? "999999")
    }
}
