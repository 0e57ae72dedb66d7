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
            hold the interactor's output weakly. \
            One fault, one finding: each reference that closes cycles is reported once, at that reference, \
            with the shortest cycle through it and how many longer ones run through it too. It is the \
            reference back to what something outside the cycle owns: what the app's wiring (an assembly, a \
            composition root) keeps, else a view controller (UIKit keeps it once shown) or what another \
            component holds; of several, the one nearest the view. A cycle of types that the app's wiring keeps, every one \
            of them, lives as long as the app anyway and is left out; one that such a type is part of is a note, \
            since each of its types lives as long as that one anyway. Read on a 14-module app that keeps every \
            reference strong, listing every path around the cycles gave 316 errors for about 50 references.
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

    /// Every strong, lasting reference between components of the app, by holder, each once.
    static func strongEdges(in context: RuleContext) -> [String: [StrongEdge]] {
        let model = context.model
        let modules = model.index.modulesByName
        var found: [String: StrongEdge] = [:]  // by holder, property and target
        for other in model.modules.sorted(by: { $0.name < $1.name }) {
            // Assemblies that hold each other (Typhoon's collaborating assemblies, which the container
            // fills with proxies) are the app's wiring, alive as long as it: no module is kept by them.
            for reference in other.references where reference.ownership == .strong && !reference.isTemporary
                && !(reference.from == .builder && reference.to == .builder) {
                let targetModule = reference.targetModule.flatMap { modules[$0] } ?? other
                guard let holder = context.holder(of: reference, in: other)?.type,
                      let target = context.target(of: reference, in: targetModule)?.type, target != holder else { continue }
                let key = "\(holder).\(reference.property)→\(target)"
                if found[key] == nil {
                    found[key] = StrongEdge(from: holder, to: target, property: reference.property, location: reference.location,
                                            module: other.name, fromRole: reference.from, toRole: reference.to)
                }
            }
        }
        return Dictionary(grouping: found.values, by: \.from).mapValues { $0.sorted { ($0.to, $0.property) < ($1.to, $1.property) } }
    }

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        // The graph spans every module, so that a cycle across modules is found too. One fault, one
        // finding: each reference that should be weak is reported once, in its holder's module, with
        // the shortest cycle it closes and how many others run through it.
        let faults = context.memo.value("strong-cycle-faults") {
            let edges = Self.strongEdges(in: context)
            let wiring = Self.wiringTypes(context)
            // Who holds each type strongly, asked once per type (cycles share their types).
            var holdersOf: [String: Set<String>] = [:]
            func holders(_ type: String) -> Set<String> {
                if let known = holdersOf[type] { return known }
                let found = context.typesHoldingStrongly(type, excluding: [])
                holdersOf[type] = found
                return found
            }
            var lasting = AppLifetime(edges: edges)
            return StrongCycles.faults(in: edges) { type, role, cycle in
                let outside = holders(type).subtracting(cycle)
                if !outside.isDisjoint(with: wiring) { return StrongCycles.heldByWiring }
                if lasting.contains(type, keptByWiring: { !holders($0).subtracting([$0]).isDisjoint(with: wiring) }) {
                    return StrongCycles.livesWithTheApp
                }
                return !outside.isEmpty || role == .view && context.types.isViewController(type) ? 1 : 0
            }
        }
        return faults.filter { $0.link.module == module.name }.map { report($0, module: module, context: context) }
    }

    /// The app's wiring: assemblies that keep what they build, and composition roots (types of no
    /// module that hold the components of several modules strongly).
    static func wiringTypes(_ context: RuleContext) -> Set<String> {
        context.memo.value("app-wiring") {
            var modulesHeld: [String: Set<String>] = [:]
            let components = context.componentsByType
            for (held, holders) in context.strongHolders {
                guard let module = components[held]?.module.name else { continue }
                for holder in holders where components[holder] == nil { modulesHeld[holder, default: []].insert(module) }
            }
            let builders = components.filter { $0.value.component.role == .builder }.keys
            return Set(modulesHeld.filter { $0.value.count > 1 }.keys).union(builders)
        }
    }

    /// The app's wiring among some types, sorted.
    static func wiring(among holders: Set<String>, _ context: RuleContext) -> [String] {
        holders.intersection(wiringTypes(context)).sorted()
    }

    /// The view's weak reference to its presenter, when a cycle through the presenter is the only thing
    /// that keeps the module: nothing outside the cycle holds any of its types (an Objective-C wireframe
    /// made in a local and dropped, whose presenter the view's `eventHandler` holds weakly).
    static func weakViewOwner(of cycle: [StrongEdge], in module: Module, _ context: RuleContext) -> (holder: String, property: String)? {
        let types = Set(cycle.map(\.from))
        guard let presenter = module.component(.presenter), types.contains(presenter.type),
              let reference = module.references.first(where: { $0.from == .view && $0.to == .presenter && $0.targetModule == nil
                  && $0.ownership != .strong && !$0.isTemporary }),
              let view = context.holder(of: reference, in: module), !types.contains(view.type),
              types.allSatisfy({ context.typesHoldingStrongly($0, excluding: types).isEmpty }) else { return nil }
        return (view.type, reference.property)
    }

    /// The cycle a finding of this rule names (`A.presenter → B.interactor → A`), read back from its message.
    static func path(in message: String) -> String? {
        guard let start = message.range(of: ": "), let end = message.range(of: "; make '", range: start.upperBound..<message.endIndex)
        else { return nil }
        return String(message[start.upperBound..<end.lowerBound])
    }

    private func report(_ fault: StrongCycles.Fault, module: Module, context: RuleContext) -> Violation {
        let cycle = fault.shortest
        let steps = cycle.map { "\($0.from).\($0.property)" }.joined(separator: " → ")
        let path = "\(steps) → \(cycle[0].from)"
        let others = fault.cycles - 1
        let more = others == 0 ? "" : " (\(others) longer \(others == 1 ? "cycle runs" : "cycles run") through it too)"
        // Where the cycle is all that keeps the module, weakening it would free the module at once: the
        // view must own its presenter first.
        let advice = Self.weakViewOwner(of: cycle, in: module, context).map { owner in
            "make '\(owner.property)' in \(owner.holder) strong, then '\(fault.link.property)' in \(fault.link.from) weak\(more): "
                + "the view holds its presenter weakly, so this cycle is all that keeps the module alive"
        } ?? "make '\(fault.link.property)' in \(fault.link.from) weak\(more), or another of these references"
        let message = "strong reference cycle in module \(module.name): \(path); \(advice)"
        let found = violation(module, at: fault.link.location, message, properties: cycle.map(\.property), context: context)
        guard let kept = fault.keptByWiring else { return found }
        let holders = context.typesHoldingStrongly(kept, excluding: Set(cycle.map(\.from)))
        let keeper = Self.wiring(among: holders, context).first.map { "\($0) keeps \(kept)" }
            ?? "\(kept) lives as long as the app (\(holders.sorted().first ?? "what its wiring keeps") holds it)"
        return found.asNote(because: "\(keeper), and with it every type of the cycle: nothing leaks while the app runs")
    }
}
