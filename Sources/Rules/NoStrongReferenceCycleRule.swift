import Architecture
import SourceScanner

/// `no-strong-reference-cycle`: components must not hold each other strongly in a circle.
public struct NoStrongReferenceCycleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "no-strong-reference-cycle",
        title: "No cycle of strong references",
        rationale: """
            A cycle of strong references is never freed: the module leaks with its view. Infinum's guide (“iOS \
            VIPER Xcode Templates”) makes the presenter hold the view unowned for this reason, and its \
            BaseWireframe holds the view controller weakly; the temporary strong reference it drops at first \
            access is no cycle. VIPER(B) (“The ultimate VIPER architecture tutorial”) and SampleViper's README \
            hold the interactor's output weakly.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(presenterView: "↓private let view: HomeViewInterface"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            RuleExample([
                InfinumExample.baseWireframe,
                ExampleFile("Modules/Home/HomePresenter.swift", """
                    final class HomePresenter {
                        private unowned let view: HomeViewController
                        private let wireframe: HomeWireframe
                    }
                    """),
                ExampleFile("Modules/Home/HomeViewController.swift", """
                    final class HomeViewController: UIViewController {
                        var presenter: HomePresenter!
                    }
                    """),
                ExampleFile("Modules/Home/HomeWireframe.swift", """
                    final class HomeWireframe: BaseWireframe<HomeViewController> {
                        init() {
                            let view = HomeViewController()
                            super.init(viewController: view)
                            view.presenter = HomePresenter(view: view, wireframe: self)
                        }
                    }
                    """),
            ]),
        ])

    /// A node of the ownership graph: one component of one module.
    private struct Node: Hashable, Comparable {
        var module: String
        var type: String
        static func < (a: Node, b: Node) -> Bool { (a.module, a.type) < (b.module, b.type) }
    }

    private struct Edge {
        var from: Node
        var to: Node
        var reference: Reference
    }

    /// Every strong, lasting reference between components of the app, by holder.
    private static func strongEdges(in model: AppModel) -> [Node: [Edge]] {
        let modules = model.index.modulesByName
        var edges: [Node: [Edge]] = [:]
        for other in model.modules {
            for reference in other.references where reference.ownership == .strong && !reference.isTemporary {
                guard let holder = other.component(reference.from) else { continue }
                let targetModule = reference.targetModule.flatMap { modules[$0] } ?? other
                guard let target = targetModule.components.first(where: { $0.role == reference.to }) else { continue }
                let edge = Edge(from: Node(module: other.name, type: holder.type),
                                to: Node(module: targetModule.name, type: target.type), reference: reference)
                edges[edge.from, default: []].append(edge)
            }
        }
        return edges
    }

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        // The graph spans every module, so that a cycle across modules is found too; each cycle is
        // reported once, in the module of its smallest node.
        let edges = context.memo.value("strong-edges") { Self.strongEdges(in: context.model) }
        var violations: [Violation] = []
        for start in module.components.map({ Node(module: module.name, type: $0.type) }).sorted() {
            // Cycles through `start` whose every other node is larger: each cycle is found once, from its smallest node.
            var path: [Edge] = []
            var onPath: Set<Node> = [start]
            func search(_ node: Node) {
                for edge in (edges[node] ?? []).sorted(by: { ($0.to, $0.reference.property) < ($1.to, $1.reference.property) }) {
                    if edge.to == start {
                        violations.append(report(path + [edge], module: module, context: context))
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
        return violations
    }

    private func report(_ cycle: [Edge], module: Module, context: RuleContext) -> Violation {
        let steps = cycle.map { "\($0.from.type).\($0.reference.property)" }.joined(separator: " → ")
        let path = "\(steps) → \(cycle[0].from.type)"
        let message = "strong reference cycle in module \(module.name): \(path); make one of these references weak "
            + "(usually the one back to the view or the presenter)"
        return violation(module, at: cycle[0].reference.location, message, properties: cycle.map(\.reference.property), context: context)
    }
}
