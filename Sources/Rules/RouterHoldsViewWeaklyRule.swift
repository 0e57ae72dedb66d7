import Architecture
import SourceScanner

/// `router-holds-view-weakly`
public struct RouterHoldsViewWeaklyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.router
    static let to = Role.view
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership != .strong }
    /// The rule's reason is the circle: the view holds its presenter strongly, and the presenter its
    /// router. Two kinds of module never close it, and there a router that keeps its view is its owner
    /// until it is shown, and weak the view could be gone before that: the rule is silent. A router
    /// that makes its own view controller (in `init`, a lazy getter, its `start()`), unless the module
    /// closes the circle; and a module that something else owns (a wireframe or assembly that keeps
    /// the presenter), whose view holds its presenter weakly by design.
    static func applies(to module: Module, in context: RuleContext) -> Bool {
        let circle = holdsStrongly(.view, .presenter, in: module) && holdsStrongly(.presenter, .router, in: module)
        if !holdsStrongly(.view, .presenter, in: module), presenterIsOwnedElsewhere(in: module, context: context) { return false }
        guard let router = module.component(.router), let view = module.component(.view),
              let info = context.index.types[router.type], info.members.creations.contains(where: { $0.typeName == view.type })
        else { return true }
        return circle
    }
    static func advice(_ reference: Reference) -> String {
        "declare it \(DeclarationSpelling.weak(reference)) (or inherit BaseWireframe): UIKit owns the view, "
            + "and the view owns the module through its presenter"
    }

    public static let description = RuleDescription(
        id: "router-holds-view-weakly",
        title: "The router or wireframe holds its view controller weakly",
        rationale: """
            The view owns the presenter, which owns the router; a router that holds the view strongly closes the \
            circle. The BaseWireframe of Infinum's “iOS VIPER Xcode Templates” keeps `private weak var \
            _viewController` and a temporary strong reference that it drops at first access, which is allowed; \
            VIPER(B) (“The ultimate VIPER architecture tutorial”): "The router retains a weak reference of the \
            view and the presenter"; SampleViper's README: the router "has a weak reference to the View \
            Controller". \
            The reason is the circle, so the rule is silent where the module never closes it: a router that \
            makes its own view controller (in `init`, a lazy getter, its `start()`) is its owner until it is \
            shown, unless the view holds its presenter strongly and the presenter the router; and in a module \
            that something else owns (a wireframe or an assembly that keeps the presenter), the view holds its \
            presenter weakly by design. On the real apps of Docs/Accuracy.md, most of the sampled findings \
            that were false were such routers (8 of 12, then 4 of 10 after the first narrowing).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ViperBExample.module(routerView: "↓var viewController: UIViewController?"),
            ContractExample.module(routerView: "↓var viewController: UIViewController?"),
            InfinumExample.module(wireframe: """
                final class HomeWireframe: HomeWireframeInterface {
                    ↓private var viewController: HomeViewController?
                }
                """),
        ],
        nonTriggeringExamples: [
            ViperBExample.module(),
            // The wireframe makes its view and keeps it until it is shown, and nothing holds the wireframe
            // from the view's side: no circle.
            InfinumExample.module(presenterWireframe: "private weak var wireframe: HomeWireframeInterface?", wireframe: """
                final class HomeWireframe: HomeWireframeInterface {
                    private var viewController: HomeViewController?
                    init() { viewController = HomeViewController() }
                }
                """),
            InfinumExample.module(wireframe: InfinumExample.subclassWireframe, extraFiles: [InfinumExample.baseWireframe]),
        ])
}
