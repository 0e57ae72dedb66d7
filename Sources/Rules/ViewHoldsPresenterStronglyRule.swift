import Architecture
import SourceScanner

/// `view-holds-presenter-strongly`
public struct ViewHoldsPresenterStronglyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.view
    static let to = Role.presenter
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership == .strong }
    /// A module that something else owns (a wireframe or an app-wide router holds its presenter) does
    /// not live by its view: a weak reference back from the view is right there, and a strong one
    /// would close a cycle when the module's wireframe keeps both the presenter and the view (Mutual
    /// Mobile's wireframe-owned module).
    static func applies(to module: Module, in context: RuleContext) -> Bool {
        !presenterIsOwnedElsewhere(in: module, context: context)
            && !(holdsStrongly(.router, .presenter, in: module) && holdsStrongly(.router, .view, in: module))
    }
    /// Another view of the module keeps the presenter (a hosted SwiftUI view beside its hosting
    /// controller's weak `output`): the module lives as long as the screen.
    static func applies(to reference: Reference, of holder: Component, in module: Module, context: RuleContext) -> Bool {
        !module.references.contains { other in
            other.from == .view && other.to == .presenter && other.ownership == .strong && !other.isTemporary && other.targetModule == nil
                && context.holder(of: other, in: module).map { $0.type != holder.type } == true
        }
    }
    static func advice(_ reference: Reference) -> String {
        "declare it strong, \(DeclarationSpelling.strong(reference, swift: "var \(reference.property): \(reference.type)!")), so that the view keeps its module alive"
    }

    public static let description = RuleDescription(
        id: "view-holds-presenter-strongly",
        title: "The view holds its presenter strongly",
        rationale: """
            Only the view is retained by UIKit; the module lives as long as the view does, because the view \
            holds the presenter strongly. Infinum's guide (“iOS VIPER Xcode Templates”): "LoginViewController \
            has a strong reference to LoginPresenter"; ZIKViper's README holds its eventHandler `strong`. \
            Where something else owns the presenter (a wireframe that keeps it, an app-wide router that holds \
            every presenter), the module does not live by its view; and where the module's wireframe keeps \
            both its presenter and its view, a strong reference from the view would close a cycle. The rule is \
            silent in both.
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
