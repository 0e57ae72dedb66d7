import Architecture
import SourceScanner

/// `builder-holds-nothing`: a builder assembles its module and returns the view; it keeps none of it.
public struct BuilderHoldsNothingRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "builder-holds-nothing",
        title: "The builder keeps no reference to what it builds",
        rationale: """
            A builder or module factory creates the components, connects them and hands the view to UIKit; from \
            then on the view keeps the module alive. A builder that also stores a component keeps it alive for \
            as long as the builder lives, or shares one instance between two modules it builds. VIPER(B) (“The \
            ultimate VIPER architecture tutorial”): "The builder holds noone"; SampleViper's ModuleFactory is an \
            enum with one static `makeModule()`. \
            A note by default: on the 39 real apps of Docs/Accuracy.md, 0 of 12 sampled findings were true, \
            since what a builder keeps is mostly its input (the output, a parent coordinator, a factory) or a \
            coordinator's children, not what it built. Raise it in `.viper-docs.yml` (`builder-holds-nothing: \
            warning` under `rules:`) where the team wants it.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            ViperBExample.module(builderBody: "↓private var presenter: HomeDefaultPresenter?"),
            ViperBExample.module(builderBody: "↓private weak var view: HomeDefaultView?"),
        ],
        nonTriggeringExamples: [
            ContractExample.module(),
            ViperBExample.module(builderBody: "private let service: ItemServicing = ItemService()"),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        guard let builder = module.component(.builder) else { return [] }
        return module.references.compactMap { reference in
            guard reference.from == .builder, reference.targetModule == nil,
                  let target = module.component(reference.to) else { return nil }
            let message = "\(builder.type) keeps its \(reference.to.rawValue) \(target.type) in '\(reference.property)' in module "
                + "\(module.name); a builder only assembles the module: make it a local constant of the function that "
                + "builds the module and let the view keep the module alive"
            return violation(module, at: reference.location, message, properties: [reference.property], context: context)
        }
    }
}
