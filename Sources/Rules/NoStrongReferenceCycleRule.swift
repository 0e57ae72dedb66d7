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

    /// A strong, lasting reference of the app: a property that `from` declares (itself or through a
    /// superclass), holding a `to`. The graph's nodes are types: a class that several modules share
    /// holds each of its properties once.
    private struct Edge: Hashable {
        var from: String
        var to: String
        var property: String
        var location: SourceLocation
        /// The first module (by name) whose references hold it.
        var module: String
    }

    /// A cycle, as its edges in order from its smallest type, with the module it is reported in.
    private struct Cycle {
        var edges: [Edge]
        var module: String
    }

    /// Every strong, lasting reference between components of the app, by holder, each once.
    private static func strongEdges(in context: RuleContext) -> [String: [Edge]] {
        let (model, types) = (context.model, context.types)
        let modules = model.index.modulesByName
        var found: [String: Edge] = [:]  // by holder, property and target
        for other in model.modules.sorted(by: { $0.name < $1.name }) {
            // Assemblies that hold each other (Typhoon's collaborating assemblies, which the container
            // fills with proxies) are the app's wiring, alive as long as it: no module is kept by them.
            for reference in other.references where reference.ownership == .strong && !reference.isTemporary
                && !(reference.from == .builder && reference.to == .builder) {
                let targetModule = reference.targetModule.flatMap { modules[$0] } ?? other
                guard let holder = context.holder(of: reference, in: other)?.type,
                      let target = target(of: reference, in: targetModule, types), target != holder else { continue }
                let key = "\(holder).\(reference.property)→\(target)"
                if found[key] == nil {
                    found[key] = Edge(from: holder, to: target, property: reference.property, location: reference.location, module: other.name)
                }
            }
        }
        return Dictionary(grouping: found.values, by: \.from).mapValues { $0.sorted { ($0.to, $0.property) < ($1.to, $1.property) } }
    }

    /// The component of the reference's target role: the one its type names (itself or a protocol it
    /// adopts), else the module's first of that role.
    private static func target(of reference: Reference, in module: Module, _ types: TypeIndex) -> String? {
        let candidates = module.components.filter { $0.role == reference.to }.map(\.type)
        let named = Set(types.resolved(reference.type))
        return candidates.first { named.contains($0) || !named.isDisjoint(with: types.allProtocols(of: $0)) } ?? candidates.first
    }

    /// Every cycle of the graph once, from its smallest type, reported in the module of its first edge.
    private static func cycles(in edges: [String: [Edge]]) -> [Cycle] {
        var result: [Cycle] = []
        for start in edges.keys.sorted() {
            // Cycles through `start` whose every other node is larger: each cycle is found once.
            var path: [Edge] = []
            var onPath: Set<String> = [start]
            func search(_ node: String) {
                for edge in edges[node] ?? [] {
                    if edge.to == start {
                        let cycle = path + [edge]
                        result.append(Cycle(edges: cycle, module: cycle[0].module))
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

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        // The graph spans every module, so that a cycle across modules is found too; each cycle is
        // reported once, in the module of its first edge.
        let cycles = context.memo.value("strong-cycles") { Self.cycles(in: Self.strongEdges(in: context)) }
        return cycles.filter { $0.module == module.name }.map { report($0.edges, module: module, context: context) }
    }

    private func report(_ cycle: [Edge], module: Module, context: RuleContext) -> Violation {
        let steps = cycle.map { "\($0.from).\($0.property)" }.joined(separator: " → ")
        let path = "\(steps) → \(cycle[0].from)"
        let message = "strong reference cycle in module \(module.name): \(path); make one of these references weak "
            + "(usually the one back to the view or the presenter)"
        return violation(module, at: cycle[0].location, message, properties: cycle.map(\.property), context: context)
    }
}
