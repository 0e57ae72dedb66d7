import Architecture
import SourceScanner

/// `presenter-holds-interactor-strongly`
public struct PresenterHoldsInteractorStronglyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.presenter
    static let to = Role.interactor
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership == .strong }
    /// Where another component keeps the interactor strongly (a Mutual Mobile wireframe that made it), the
    /// reason is gone: something else keeps it alive, and the presenter may hold it weakly.
    static func applies(to reference: Reference, of holder: Component, in module: Module, context: RuleContext) -> Bool {
        !module.references.contains { other in
            other.to == .interactor && other.from != .presenter && other.ownership == .strong && other.targetModule == nil && !other.isTemporary
        }
    }

    static func advice(_ reference: Reference) -> String {
        "declare it strong, \(DeclarationSpelling.strong(reference, swift: "private let \(reference.property): \(reference.type)")): nothing else keeps the interactor alive"
    }

    public static let description = RuleDescription(
        id: "presenter-holds-interactor-strongly",
        title: "The presenter holds its interactor strongly",
        rationale: """
            The presenter is the only owner of the interactor; a weak or unowned reference lets it be freed \
            right after the module is built. Silent where another component of the module (the wireframe that \
            made it) keeps the interactor strongly. Infinum's guide (“iOS VIPER Xcode Templates”): "LoginPresenter has \
            a strong reference to LoginInteractor".
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(presenterInteractor: "↓private weak var interactor: HomeInteractorInterface?"),
            InfinumExample.module(presenterInteractor: "↓private unowned let interactor: HomeInteractorInterface"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            // The wireframe that made the interactor keeps it (Mutual Mobile's style): the presenter may hold it weakly.
            InfinumExample.module(presenterInteractor: "private weak var interactor: HomeInteractorInterface?", wireframe: """
                final class HomeWireframe: HomeWireframeInterface {
                    private let interactor: HomeInteractor
                    private weak var viewController: HomeViewController?
                    init() {
                        let view = HomeViewController()
                        let interactor = HomeInteractor()
                        let presenter = HomePresenter(view: view, interactor: interactor, wireframe: self)
                        view.presenter = presenter
                        self.interactor = interactor
                        viewController = view
                    }
                }
                """),
        ])
}
