import Architecture
import SourceScanner

/// `presenter-holds-interactor-strongly`
public struct PresenterHoldsInteractorStronglyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.presenter
    static let to = Role.interactor
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership == .strong }
    static func advice(_ reference: Reference) -> String {
        "declare it strong, \(DeclarationSpelling.strong(reference, swift: "private let \(reference.property): \(reference.type)")): nothing else keeps the interactor alive"
    }

    public static let description = RuleDescription(
        id: "presenter-holds-interactor-strongly",
        title: "The presenter holds its interactor strongly",
        rationale: """
            The presenter is the only owner of the interactor; a weak or unowned reference lets it be freed \
            right after the module is built. Infinum's guide (“iOS VIPER Xcode Templates”): "LoginPresenter has \
            a strong reference to LoginInteractor".
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(presenterInteractor: "↓private weak var interactor: HomeInteractorInterface?"),
            InfinumExample.module(presenterInteractor: "↓private unowned let interactor: HomeInteractorInterface"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
        ])
}
