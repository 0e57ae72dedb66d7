import Architecture
import SourceScanner

/// `interactor-does-not-reference-view-or-router`: the interactor knows its presenter (as its output) and services only.
public struct InteractorDoesNotReferenceViewOrRouterRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactor-does-not-reference-view-or-router",
        title: "The interactor knows neither the view nor the router",
        rationale: """
            The interactor holds the business logic and is independent of the user interface: it answers the \
            presenter, which updates the view and asks the router to navigate. VIPER(B) (“The ultimate VIPER \
            architecture tutorial”): "the Interactor doesn’t know the view"; ZIKViper's README: the interactor \
            sends business events "to eventHandler (the presenter)"; SampleViper's README: the interactor \
            "Communicate back to Presenter via delegate".
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ViperBExample.module(interactorBody: "↓weak var view: HomeView?"),
            InfinumExample.module(interactor: """
                final class HomeInteractor: HomeInteractorInterface {
                    ↓private let wireframe: HomeWireframeInterface
                }
                """),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            ViperBExample.module(),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        module.references.compactMap { reference in
            guard reference.from == .interactor, reference.to == .view || reference.to == .router, reference.targetModule == nil,
                  let interactor = module.component(.interactor), let target = module.component(reference.to) else { return nil }
            let output = module.component(.presenter)?.type ?? "the presenter"
            let role = reference.to == .router && module.style == .infinum ? "wireframe" : reference.to.rawValue
            let message = "\(interactor.type) holds the \(role) \(target.type) through '\(reference.property)' in module "
                + "\(module.name); the interactor reports to its presenter: remove '\(reference.property)' and let \(output) "
                + (reference.to == .view ? "update the view" : "ask the \(role) to navigate")
            return violation(module, at: reference.location, message, properties: [reference.property], context: context)
        }
    }
}
