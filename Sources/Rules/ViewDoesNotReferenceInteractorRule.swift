import Architecture
import SourceScanner

/// `view-does-not-reference-interactor`: the view talks to its presenter only.
public struct ViewDoesNotReferenceInteractorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-does-not-reference-interactor",
        title: "The view holds no interactor",
        rationale: """
            The view is passive: it forwards events to the presenter, which decides what the interactor does. A \
            view that calls the interactor skips the presenter's logic and cannot be tested without the business \
            layer. Infinum's guide (“iOS VIPER Xcode Templates”): the view "delegates user interaction actions \
            to the Presenter"; ZIKViper's README: the view sends "view events to eventHandler (the presenter)"; \
            SampleViper's README: the view should "Communicate the events to the Presenter".
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(viewBody: "↓var interactor: HomeInteractorInterface?"),
            ViperBExample.module(viewBody: "↓private let interactor = HomeDefaultInteractor()"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            ViperBExample.module(),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        module.references.compactMap { reference in
            guard reference.from == .view, reference.to == .interactor, reference.targetModule == nil,
                  let view = module.component(.view), let interactor = module.component(.interactor) else { return nil }
            let presenter = module.component(.presenter)?.type ?? "the presenter"
            let message = "\(view.type) holds the interactor \(interactor.type) through '\(reference.property)' in module "
                + "\(module.name); the view talks only to its presenter: remove '\(reference.property)' and forward the event to \(presenter)"
            return violation(module, at: reference.location, message, properties: [reference.property], context: context)
        }
    }
}
