import Architecture
import SourceScanner

/// `router-holds-view-weakly`
public struct RouterHoldsViewWeaklyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.router
    static let to = Role.view
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership != .strong }
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
            Controller".
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
            InfinumExample.module(wireframe: InfinumExample.subclassWireframe, extraFiles: [InfinumExample.baseWireframe]),
        ])
}
