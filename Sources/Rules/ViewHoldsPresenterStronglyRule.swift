import Architecture
import SourceScanner

/// `view-holds-presenter-strongly`
public struct ViewHoldsPresenterStronglyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.view
    static let to = Role.presenter
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership == .strong }
    static func advice(_ reference: Reference) -> String {
        "declare it strong, 'var \(reference.property): \(reference.type)!', so that the view keeps its module alive"
    }

    public static let description = RuleDescription(
        id: "view-holds-presenter-strongly",
        title: "The view holds its presenter strongly",
        rationale: """
            Only the view is retained by UIKit; the module lives as long as the view does, because the view \
            holds the presenter strongly. Infinum's guide (“iOS VIPER Xcode Templates”): "LoginViewController \
            has a strong reference to LoginPresenter"; ZIKViper's README holds its eventHandler `strong`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(viewPresenter: "↓weak var presenter: HomePresenterInterface?"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            InfinumExample.module(viewPresenter: "var presenter: HomePresenterInterface?"),
        ])
}
