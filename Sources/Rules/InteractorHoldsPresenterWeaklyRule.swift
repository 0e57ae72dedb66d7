import Architecture
import SourceScanner

/// `interactor-holds-presenter-weakly`
public struct InteractorHoldsPresenterWeaklyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.interactor
    static let to = Role.presenter
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership != .strong }
    static func advice(_ reference: Reference) -> String {
        "declare it \(DeclarationSpelling.weak(reference)): the presenter owns the interactor, so a strong "
            + "reference back to it is a retain cycle"
    }

    public static let description = RuleDescription(
        id: "interactor-holds-presenter-weakly",
        title: "The interactor holds its output (the presenter) weakly",
        rationale: """
            The presenter holds the interactor strongly; the interactor's output, delegate or event handler \
            points back at the presenter and must be weak, or the two keep each other alive. VIPER(B) (“The \
            ultimate VIPER architecture tutorial”): "The interactor retains a weak refernece of the presenter" \
            (sic); SampleViper's README sets `interactor.delegate = presenter` on a weak delegate; ZIKViper's \
            README declares the interactor's `eventHandler` `weak`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ViperBExample.module(interactorOutput: "↓var output: HomeInteractorOutput?"),
            ContractExample.module(interactorDelegate: "↓var delegate: TracksInteractorDelegate?"),
            InfinumExample.module(interactor: """
                final class HomeInteractor: HomeInteractorInterface {
                    ↓var presenter: HomePresenterInterface?
                }
                """),
        ],
        nonTriggeringExamples: [
            ViperBExample.module(),
            ContractExample.module(interactorDelegate: "unowned var delegate: TracksInteractorDelegate"),
        ])
}
