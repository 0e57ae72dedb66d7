import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Screens opened by naming a case of a route enum (`router.open(.settings)`), whose screen one
/// `switch` elsewhere builds. Written after a SwiftUI app whose 37 screens open each other only by
/// `showModal(for: .bolus(…))`, through one app-wide `switch self` that makes each screen's view.
final class RouteEnumNavigationTests: XCTestCase {
    /// Alpha, Beta and Gamma, each a view, a presenter and a configurator; `calls` is what each
    /// presenter's `next()` does with the app's one shared router.
    private static func modules(calls: [String: String]) -> [(path: String, code: String)] {
        ["Alpha", "Beta", "Gamma"].flatMap { name -> [(path: String, code: String)] in [
            ("Modules/\(name)/\(name)Configurator.swift", """
                final class \(name)Configurator {
                    static func build(router: AppRouter) -> UIViewController {
                        let view = \(name)ViewController()
                        let presenter = \(name)Presenter(router: router)
                        view.presenter = presenter
                        presenter.view = view
                        return view
                    }
                }
                """),
            ("Modules/\(name)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
            ("Modules/\(name)/\(name)Presenter.swift", """
                final class \(name)Presenter {
                    weak var view: \(name)ViewController?
                    let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func next() { \(calls[name] ?? "") }
                }
                """),
        ] }
    }

    private static let router: (path: String, code: String) = ("App/AppRouter.swift", """
        enum Route {
            case alpha
            case beta(id: String)
            case gamma
        }

        enum Kind { case beta, other }

        struct Item {
            let kind: Kind
        }

        final class AppRouter {
            let navigation = UINavigationController()
            func open(_ route: Route) {
                switch route {
                case .alpha:
                    navigation.pushViewController(AlphaConfigurator.build(router: self), animated: true)
                case let .beta(id):
                    print(id)
                    navigation.pushViewController(BetaConfigurator.build(router: self), animated: true)
                case .gamma:
                    navigation.pushViewController(GammaConfigurator.build(router: self), animated: true)
                }
            }
            func label(for kind: Kind) -> String { "" }
        }
        """)

    func testACaseHandedToTheSharedRouterOpensTheScreenItsSwitchArmBuilds() {
        let model = InlineApp.model([Self.router] + Self.modules(calls: [
            "Alpha": "router.open(.beta(id: \"1\"))",
            "Beta": "router.open(Route.gamma)",
        ]))
        XCTAssertEqual(model.modules.map(\.name), ["Alpha", "Beta", "Gamma"])
        XCTAssertEqual(model.modules.flatMap { m in m.navigatesTo.map { "\(m.name)→\($0)" } }, ["Alpha→Beta", "Beta→Gamma"])
        XCTAssertEqual(model.services.map(\.name), ["AppRouter"], "the router that can open every screen is the app's")
    }

    /// A route handed over in a variable may be any: the switch opens every screen its arms build.
    func testARouteInAVariableOpensEveryArmsScreen() {
        let model = InlineApp.model([Self.router] + Self.modules(calls: ["Gamma": "let next = Route.alpha\n router.open(next)"]))
        XCTAssertEqual(model.modules.flatMap { m in m.navigatesTo.map { "\(m.name)→\($0)" } }, ["Gamma→Alpha", "Gamma→Beta"])
    }

    func testACaseOfAnotherEnumWithTheSameNameOpensNothing() {
        let model = InlineApp.model([Self.router] + Self.modules(calls: [
            "Alpha": "_ = Item(kind: .beta)",
            "Beta": "_ = router.label(for: .beta)",
            "Gamma": "_ = [Kind.beta]",
        ]))
        XCTAssertEqual(model.modules.flatMap { m in m.navigatesTo.map { "\(m.name)→\($0)" } }, [],
                       "`.beta` of Kind, handed to a parameter typed Kind, is no route")
    }

    func testSwitchArmsAndCaseArgumentsAreScanned() {
        let facts = InlineApp.facts([("Screen.swift", """
            extension Screen {
                func view() -> some View {
                    switch self {
                    case .home: HomeView()
                    case let .detail(id),
                         .other(id): DetailView(id: id)
                    default: EmptyView()
                    }
                }
                func show() { present(for: .detail(id: 1), Screen.home) }
            }
            """)])
        let body = facts[0].extensions[0].body
        XCTAssertEqual(body.switchArms.map(\.cases), [["home"], ["detail", "other"]])
        XCTAssertEqual(body.switchArms.map(\.subject), ["self", "self"])
        XCTAssertEqual(body.switchArms.map { "\($0.location.line)-\($0.end.line)" }, ["4-4", "5-6"])
        XCTAssertEqual(body.caseReferences.map { "\($0.label ?? "_"): \($0.base ?? "").\($0.name) in \($0.callee ?? "")" },
                       ["for: .detail in present", "_: Screen.home in present"])
    }

    /// Viperit: `enum AppModules: String, ViperitModule { case … }`, whose framework builds each module from
    /// its case by the parts' names. Asking for a case builds that module.
    func testAnEnumOfModulesNamesIsTheirBuilderAndAskingForACaseOpensIt() {
        let opens = ["Alpha": "AppModules.beta.build()", "Beta": "AppModules.gamma.build()", "Gamma": "AppModules.beta.build()"]
        let model = InlineApp.model([("Modules/AppModules.swift", "enum AppModules: String, ViperitModule { case alpha, beta, gamma }")]
            + ["Alpha", "Beta", "Gamma"].flatMap { name -> [(path: String, code: String)] in [
                ("Modules/\(name)/\(name)View.swift", "final class \(name)View: UserInterface {}"),
                ("Modules/\(name)/\(name)Presenter.swift", "final class \(name)Presenter: Presenter {}"),
                ("Modules/\(name)/\(name)Interactor.swift", "final class \(name)Interactor: Interactor {}"),
                ("Modules/\(name)/\(name)Router.swift", "final class \(name)Router: Router {\n func next() { let module = \(opens[name]!) }\n}"),
            ] })
        XCTAssertEqual(model.modules.map { m in m.components.filter { $0.role == .builder }.map(\.name) }, [[], ["AppModules.beta"], ["AppModules.gamma"]],
                       "a case the code never asks for says nothing")
        XCTAssertEqual(model.modules.flatMap { m in m.navigatesTo.map { "\(m.name)→\($0)" } }, ["Alpha→Beta", "Beta→Gamma", "Gamma→Beta"])
    }
}
