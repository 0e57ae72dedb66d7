import Architecture
import SourceScanner

/// `presenter-holds-router-strongly`
public struct PresenterHoldsRouterStronglyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.presenter
    static let to = Role.router
    static let yieldsToItsOwner = true
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership == .strong }
    static func advice(_ reference: Reference) -> String {
        "declare it strong, \(DeclarationSpelling.strong(reference, swift: "private let \(reference.property): \(reference.type)")): the presenter owns its wireframe"
    }

    public static let description = RuleDescription(
        id: "presenter-holds-router-strongly",
        title: "The presenter holds its wireframe or router strongly",
        rationale: """
            The wireframe builds the module and hands itself to the presenter, which is its only owner once the \
            module is shown. Infinum's guide (“iOS VIPER Xcode Templates”): "LoginPresenter has a strong \
            reference to LoginWireframe". \
            A note by default: on the 39 real apps of Docs/Accuracy.md, 0 of 9 sampled findings were true, since \
            a flow coordinator or a wireframe that owns the module is rightly held weakly by the presenter. \
            Raise it in `.viper-docs.yml` (`presenter-holds-router-strongly: warning` under `rules:`) where the \
            team wants it.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            InfinumExample.module(presenterWireframe: "↓private weak var wireframe: HomeWireframeInterface?"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            // The wireframe owns the presenter (a coordinator that keeps its module): holding it strongly
            // back would be a cycle, so the weak reference is right.
            InfinumExample.module(presenterWireframe: "private weak var wireframe: HomeWireframeInterface?", wireframe: """
                final class HomeWireframe: HomeWireframeInterface {
                    private let presenter: HomePresenterInterface
                    init() {
                        let view = HomeViewController()
                        let presenter = HomePresenter(view: view, interactor: HomeInteractor(), wireframe: self)
                        view.presenter = presenter
                        self.presenter = presenter
                    }
                }
                """),
        ])
}
