import Architecture
import SourceScanner

// MARK: - Ownership between the layers
//
// Infinum's guide (seeds 000/001, "Communication and references"): the presenter holds the
// interactor and the wireframe strongly and the view unowned; the view holds the presenter
// strongly. "In this way, the Views lifecycle is also the lifecycle of the module."

/// Checks that references from one role to another have an expected ownership.
protocol ReferenceOwnershipRule: Rule {
    static var from: Role { get }
    static var to: Role { get }
    static func isAllowed(_ ownership: Ownership) -> Bool
    /// What to write instead, for the message.
    static func advice(_ reference: Reference) -> String
}

extension ReferenceOwnershipRule {
    func validateOwnership(module: Module, in context: RuleContext) -> [Violation] {
        module.references.compactMap { reference in
            guard reference.from == Self.from, reference.to == Self.to, reference.targetModule == nil,
                  !reference.isTemporary, !Self.isAllowed(reference.ownership),
                  let holder = module.component(Self.from), let target = module.component(Self.to) else { return nil }
            let message = "\(holder.type) holds its \(Self.to.rawValue) \(target.type) \(reference.ownership == .unowned ? "unowned" : reference.ownership.rawValue + "ly") "
                + "through '\(reference.property)' in module \(module.name); \(Self.advice(reference))"
            return violation(module, at: reference.location, message, properties: [reference.property], context: context)
        }
    }
}

/// The example module the ownership rules' examples are variations of (Infinum's template).
enum InfinumExample {
    static func module(
        presenterView: String = "private unowned let view: HomeViewInterface",
        presenterInteractor: String = "private let interactor: HomeInteractorInterface",
        presenterWireframe: String = "private let wireframe: HomeWireframeInterface",
        viewPresenter: String = "var presenter: HomePresenterInterface!"
    ) -> RuleExample {
        RuleExample([
            ExampleFile("Modules/Home/HomeInterfaces.swift", """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface: AnyObject {}
                protocol HomePresenterInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {}
                """),
            ExampleFile("Modules/Home/HomePresenter.swift", """
                final class HomePresenter {
                    \(presenterView)
                    \(presenterInteractor)
                    \(presenterWireframe)
                }
                extension HomePresenter: HomePresenterInterface {}
                """),
            ExampleFile("Modules/Home/HomeViewController.swift", """
                final class HomeViewController: UIViewController {
                    \(viewPresenter)
                }
                extension HomeViewController: HomeViewInterface {}
                """),
            ExampleFile("Modules/Home/HomeInteractor.swift", """
                final class HomeInteractor: HomeInteractorInterface {}
                """),
            ExampleFile("Modules/Home/HomeWireframe.swift", """
                final class HomeWireframe: HomeWireframeInterface {
                    private weak var viewController: HomeViewController?
                    init() {
                        let view = HomeViewController()
                        let presenter = HomePresenter(view: view, interactor: HomeInteractor(), wireframe: self)
                        view.presenter = presenter
                        viewController = view
                    }
                }
                """),
        ])
    }
}

/// `presenter-holds-view-weakly`
public struct PresenterHoldsViewWeaklyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.presenter
    static let to = Role.view
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership != .strong }
    static func advice(_ reference: Reference) -> String {
        "declare it 'weak var \(reference.property): \(reference.type)?' or 'unowned let \(reference.property): \(reference.type)'"
    }

    public static let description = RuleDescription(
        id: "presenter-holds-view-weakly",
        title: "The presenter holds its view weakly",
        rationale: """
            The view owns the presenter, so a presenter that also holds the view strongly makes a retain cycle \
            and the module never leaves memory. Infinum's guide (seeds 000/001): "LoginPresenter has a unowned \
            reference to LoginViewController"; VIPER(B) (seed 002) and SampleViper (seed 004) hold it `weak`.
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
            holds the presenter strongly. Infinum's guide (seeds 000/001): "LoginViewController has a strong \
            reference to LoginPresenter"; ZIKViper (seed 003) holds its eventHandler `strong`.
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

/// `presenter-holds-interactor-strongly`
public struct PresenterHoldsInteractorStronglyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.presenter
    static let to = Role.interactor
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership == .strong }
    static func advice(_ reference: Reference) -> String {
        "declare it strong, 'private let \(reference.property): \(reference.type)': nothing else keeps the interactor alive"
    }

    public static let description = RuleDescription(
        id: "presenter-holds-interactor-strongly",
        title: "The presenter holds its interactor strongly",
        rationale: """
            The presenter is the only owner of the interactor; a weak or unowned reference lets it be freed \
            right after the module is built. Infinum's guide (seeds 000/001): "LoginPresenter has a strong \
            reference to LoginInteractor".
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

/// `presenter-holds-router-strongly`
public struct PresenterHoldsRouterStronglyRule: ReferenceOwnershipRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateOwnership(module: module, in: context) }
    static let from = Role.presenter
    static let to = Role.router
    static func isAllowed(_ ownership: Ownership) -> Bool { ownership == .strong }
    static func advice(_ reference: Reference) -> String {
        "declare it strong, 'private let \(reference.property): \(reference.type)': the presenter owns its wireframe"
    }

    public static let description = RuleDescription(
        id: "presenter-holds-router-strongly",
        title: "The presenter holds its wireframe or router strongly",
        rationale: """
            The wireframe builds the module and hands itself to the presenter, which is its only owner once \
            the module is shown. Infinum's guide (seeds 000/001): "LoginPresenter has a strong reference to \
            LoginWireframe".
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(presenterWireframe: "↓private weak var wireframe: HomeWireframeInterface?"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
        ])
}
