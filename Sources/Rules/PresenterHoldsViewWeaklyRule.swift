import Architecture
import SourceScanner

/// `presenter-holds-view-weakly`
public struct PresenterHoldsViewWeaklyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.presenter
    static let to = Role.view
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership != .strong }
    /// A presenter that something else owns, and that its view holds only weakly, makes no cycle with
    /// the view: it keeps the view until it is shown, and a weak reference would lose it.
    static func applies(to module: Module, in context: RuleContext) -> Bool {
        holdsStrongly(.view, .presenter, in: module) || !presenterIsOwnedElsewhere(in: module, context: context)
    }
    static func advice(_ reference: Reference) -> String {
        "declare it \(DeclarationSpelling.weak(reference, orUnowned: true))"
    }

    public static let description = RuleDescription(
        id: "presenter-holds-view-weakly",
        title: "The presenter holds its view weakly",
        rationale: """
            The view owns the presenter, so a presenter that also holds the view strongly makes a retain cycle \
            and the module never leaves memory. Infinum's guide (“iOS VIPER Xcode Templates”): "LoginPresenter \
            has a unowned reference to LoginViewController"; VIPER(B) (“The ultimate VIPER architecture \
            tutorial”) and SampleViper's README hold it `weak`. Where something else owns the presenter (a \
            wireframe, an app-wide router) and the view holds it only weakly, there is no cycle, and the rule \
            is silent.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(presenterView: "↓private let view: HomeViewInterface"),
            InfinumExample.module(presenterView: "↓var view: HomeViewInterface?"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            InfinumExample.module(presenterView: "weak var view: HomeViewInterface?"),
        ])
}
