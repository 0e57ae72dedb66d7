import Architecture
import Foundation
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
///
/// The optional parts add to it: `presenterHeader` goes before the presenter's class (imports,
/// protocols), `presenterBody` and `viewBody` are further members, and `interfaces`, `interactor`
/// and `wireframe` replace a whole file.
enum InfinumExample {
    static func module(
        presenterView: String = "private unowned let view: HomeViewInterface",
        presenterInteractor: String = "private let interactor: HomeInteractorInterface",
        presenterWireframe: String = "private let wireframe: HomeWireframeInterface",
        viewPresenter: String = "var presenter: HomePresenterInterface!",
        presenterHeader: String? = nil,
        presenterBody: String? = nil,
        viewBody: String? = nil,
        interfaces: String? = nil,
        interactor: String? = nil,
        wireframe: String? = nil,
        extraFiles: [ExampleFile] = []
    ) -> RuleExample {
        RuleExample([
            ExampleFile("Modules/Home/HomeInterfaces.swift", interfaces ?? """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface: AnyObject {}
                protocol HomePresenterInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {}
                """),
            ExampleFile("Modules/Home/HomePresenter.swift", ExampleCode.header(presenterHeader) + """
                final class HomePresenter {
                    \(presenterView)
                    \(presenterInteractor)
                    \(presenterWireframe)

                """ + ExampleCode.members(presenterBody) + """
                }
                extension HomePresenter: HomePresenterInterface {}
                """),
            ExampleFile("Modules/Home/HomeViewController.swift", """
                final class HomeViewController: UIViewController {
                    \(viewPresenter)

                """ + ExampleCode.members(viewBody) + """
                }
                extension HomeViewController: HomeViewInterface {}
                """),
            ExampleFile("Modules/Home/HomeInteractor.swift", interactor ?? """
                final class HomeInteractor: HomeInteractorInterface {}
                """),
            ExampleFile("Modules/Home/HomeWireframe.swift", wireframe ?? """
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
        ] + extraFiles)
    }

    /// Infinum's `BaseWireframe` (seeds 000/001), shortened: a weak view controller plus a strong
    /// one that it drops at first access.
    static let baseWireframe = ExampleFile("Common/VIPER/BaseWireframe.swift", """
        class BaseWireframe<ViewController> where ViewController: UIViewController {
            private weak var _viewController: ViewController?
            private var temporaryStoredViewController: ViewController?
            init(viewController: ViewController) {
                temporaryStoredViewController = viewController
                _viewController = viewController
            }
        }
        extension BaseWireframe {
            var viewController: ViewController {
                defer { temporaryStoredViewController = nil }
                return _viewController!
            }
        }
        """)

    /// The template's wireframe, a `BaseWireframe` subclass; use it with `extraFiles: [baseWireframe]`.
    static let subclassWireframe = """
        final class HomeWireframe: BaseWireframe<HomeViewController> {
            init() {
                let moduleViewController = HomeViewController()
                super.init(viewController: moduleViewController)
                let presenter = HomePresenter(view: moduleViewController, interactor: HomeInteractor(), wireframe: self)
                moduleViewController.presenter = presenter
            }
        }
        extension HomeWireframe: HomeWireframeInterface {}
        """
}

/// A VIPER(B) module (seed 002): protocols named after the layer in `HomeModule.swift`, implemented
/// by `HomeDefault<Layer>`, assembled by `HomeBuilder`. The interactor's output and the router's view
/// controller are weak.
enum ViperBExample {
    static func module(
        presenterView: String = "weak var view: HomeView?",
        viewPresenter: String = "var presenter: HomePresenter!",
        interactorOutput: String = "weak var output: HomeInteractorOutput?",
        routerView: String = "weak var viewController: UIViewController?",
        viewDeclaration: String = "final class HomeDefaultView: UIViewController, HomeView",
        presenterHeader: String? = nil,
        presenterBody: String? = nil,
        viewBody: String? = nil,
        interactorHeader: String? = nil,
        interactorBody: String? = nil,
        builderBody: String? = nil,
        protocols: String? = nil,
        extraFiles: [ExampleFile] = []
    ) -> RuleExample {
        RuleExample([
            ExampleFile("Modules/Home/HomeModule.swift", protocols ?? """
                protocol HomeRouter: AnyObject {}
                protocol HomeView: AnyObject {}
                protocol HomePresenter: AnyObject {}
                protocol HomeInteractor: AnyObject {}
                protocol HomeInteractorOutput: AnyObject {}
                """),
            ExampleFile("Modules/Home/HomeDefaultPresenter.swift", ExampleCode.header(presenterHeader) + """
                final class HomeDefaultPresenter: HomePresenter, HomeInteractorOutput {
                    \(presenterView)
                    private let interactor: HomeInteractor
                    private let router: HomeRouter

                """ + ExampleCode.members(presenterBody) + "}"),
            ExampleFile("Modules/Home/HomeDefaultView.swift", """
                \(viewDeclaration) {
                    \(viewPresenter)

                """ + ExampleCode.members(viewBody) + "}"),
            ExampleFile("Modules/Home/HomeDefaultInteractor.swift", ExampleCode.header(interactorHeader) + """
                final class HomeDefaultInteractor: HomeInteractor {
                    \(interactorOutput)

                """ + ExampleCode.members(interactorBody) + "}"),
            ExampleFile("Modules/Home/HomeDefaultRouter.swift", """
                final class HomeDefaultRouter: HomeRouter {
                    \(routerView)
                }
                """),
            ExampleFile("Modules/Home/HomeBuilder.swift", """
                final class HomeBuilder {

                """ + ExampleCode.members(builderBody) + """
                    func build() -> UIViewController {
                        let router = HomeDefaultRouter()
                        let interactor = HomeDefaultInteractor()
                        let presenter = HomeDefaultPresenter(interactor: interactor, router: router)
                        let view = HomeDefaultView()
                        view.presenter = presenter
                        presenter.view = view
                        interactor.output = presenter
                        router.viewController = view
                        return view
                    }
                }
                """),
        ] + extraFiles)
    }
}

/// A SampleViper module (seed 004): `TracksContract.swift` with `Tracks<Presenting/Viewing/
/// Interacting/Routing>` and the interactor's delegate, assembled by `TracksModuleFactory`.
enum ContractExample {
    static func module(
        presenterView: String = "weak var view: TracksViewing?",
        viewPresenter: String = "private let presenter: TracksPresenting",
        interactorDelegate: String = "weak var delegate: TracksInteractorDelegate?",
        routerView: String = "weak var viewController: UIViewController?",
        interactorDeclaration: String = "final class TracksInteractor: TracksInteracting",
        presenterHeader: String? = nil,
        presenterBody: String? = nil,
        viewBody: String? = nil,
        interactorHeader: String? = nil,
        interactorBody: String? = nil,
        contract: String? = nil,
        extraFiles: [ExampleFile] = []
    ) -> RuleExample {
        RuleExample([
            ExampleFile("Modules/Tracks/TracksContract.swift", contract ?? """
                protocol TracksPresenting: AnyObject {}
                protocol TracksViewing: AnyObject {}
                protocol TracksInteracting: AnyObject {}
                protocol TracksInteractorDelegate: AnyObject {}
                protocol TracksRouting: AnyObject {}
                """),
            ExampleFile("Modules/Tracks/TracksPresenter.swift", ExampleCode.header(presenterHeader) + """
                final class TracksPresenter: TracksPresenting, TracksInteractorDelegate {
                    \(presenterView)
                    private let interactor: TracksInteracting
                    private let router: TracksRouting

                """ + ExampleCode.members(presenterBody) + "}"),
            ExampleFile("Modules/Tracks/TracksViewController.swift", """
                final class TracksViewController: UIViewController, TracksViewing {
                    \(viewPresenter)

                """ + ExampleCode.members(viewBody) + "}"),
            ExampleFile("Modules/Tracks/TracksInteractor.swift", ExampleCode.header(interactorHeader) + """
                \(interactorDeclaration) {
                    \(interactorDelegate)

                """ + ExampleCode.members(interactorBody) + "}"),
            ExampleFile("Modules/Tracks/TracksRouter.swift", """
                final class TracksRouter: TracksRouting {
                    \(routerView)
                }
                """),
            ExampleFile("Modules/Tracks/TracksModuleFactory.swift", """
                enum TracksModuleFactory {
                    static func makeModule() -> UIViewController {
                        let router = TracksRouter()
                        let interactor = TracksInteractor()
                        let presenter = TracksPresenter(interactor: interactor, router: router)
                        let viewController = TracksViewController(presenter: presenter)
                        router.viewController = viewController
                        presenter.view = viewController
                        interactor.delegate = presenter
                        return viewController
                    }
                }
                """),
        ] + extraFiles)
    }
}

/// Pieces of example code.
enum ExampleCode {
    /// Lines before a type's declaration, each ending in a newline.
    static func header(_ lines: String?) -> String {
        lines.map { $0 + "\n" } ?? ""
    }

    /// Members indented by four spaces, each line ending in a newline.
    static func members(_ lines: String?) -> String {
        guard let lines else { return "" }
        return lines.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
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

// MARK: - Facts the model does not carry
//
// The model keeps modules, components and references; some rules need more of the scanner's facts
// about a component (its files' imports, its creations and closures, its superclasses). These
// helpers derive them from the model's index (`context.index`), built once per model.

extension RuleContext {
    /// Every type of the app, with its extensions merged.
    var types: TypeIndex { index.types }

    /// The facts of one scanned file.
    func file(_ path: String) -> FileFacts? { index.filesByPath[path] }

    /// The declaration of a component's type; with several of one name (two sample apps in one
    /// repository), the one nearest to the component's file.
    func info(of component: Component) -> TypeInfo? {
        types.info(named: component.type, nearestTo: component.location.file)
    }

    /// What a component's declaration and its extensions declare and do.
    func members(of component: Component) -> MemberFacts {
        info(of: component)?.members ?? MemberFacts()
    }

    /// The files a component is written in: its declaration's and its extensions' (for Objective-C,
    /// the `.m` with its `@implementation`), declaration first.
    func files(of component: Component) -> [FileFacts] {
        var paths = [component.location.file]
        if let info = info(of: component) {
            for path in info.extensionFiles where !paths.contains(path) { paths.append(path) }
        }
        return paths.compactMap { file($0) }
    }

    /// The module and role of every component of the app, by type name.
    var componentsByType: [String: (module: Module, component: Component)] { index.componentsByType }
}
