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
    /// router. Without it a router that keeps its view (one that makes it in `init`, a lazy getter or
    /// its `start()` and owns it until it is shown, or one whose view holds its presenter weakly) makes
    /// no cycle, and weak the view could be gone before it is shown: the rule is silent.
    static func applies(to module: Module, in context: RuleContext) -> Bool {
        holdsStrongly(.view, .presenter, in: module) && holdsStrongly(.presenter, .router, in: module)
    }
    static func advice(_ reference: Reference) -> String {
        "declare it 'weak var \(reference.property): \(reference.type)?' (or inherit BaseWireframe): UIKit owns the view, "
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
            The reason is the circle, so the rule holds only where the module closes it (the view holds its \
            presenter strongly, and the presenter its router): a router that makes its own view controller (in \
            `init`, a lazy getter, its `start()`) is its owner until it is shown, and one whose view holds its \
            presenter weakly makes no cycle. On the real apps of Docs/Accuracy.md, most of the sampled findings \
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
