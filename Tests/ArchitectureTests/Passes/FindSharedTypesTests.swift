@testable import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Shared plumbing in production apps: what several modules hold, create or resolve through one name
/// that is none of theirs is a service, never a component of each (written for this project after a
/// production app's alert presenter became the presenter of 12 modules, and a link coordinator the
/// router of 12).
final class FindSharedTypesTests: XCTestCase {
    static let screens = ["Chat", "Feed", "Login", "Profile", "Settings"]

    /// Five screens, each configured from a Swinject resolver: an `AlertPresenter`, a
    /// `UniversalLinkCoordinator` and a service per screen are resolved by every configurator.
    static func productionApp() -> [(path: String, code: String)] {
        var files: [(path: String, code: String)] = [
            ("Core/AppAssembly.swift", """
                final class AppAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(AlertPresenterProtocol.self) { _ in AlertPresenter() }
                        container.register(UniversalLinkCoordinator.self) { r in UniversalLinkCoordinator(resolver: r) }
                        container.register(ScreenServiceProtocol.self) { _ in ScreenService() }
                    }
                }
                """),
            ("Core/ScreenService.swift", "protocol ScreenServiceProtocol: AnyObject {}\nfinal class ScreenService: ScreenServiceProtocol {}"),
            ("Common/AlertPresenter.swift", """
                protocol AlertPresenterProtocol: AnyObject { func show(on view: UIViewController) }
                final class AlertPresenter: AlertPresenterProtocol { func show(on view: UIViewController) {} }
                """),
            ("Common/UniversalLinkCoordinator.swift", """
                final class UniversalLinkCoordinator {
                    private let resolver: Resolver
                    weak var navigationController: UINavigationController?
                    init(resolver: Resolver) { self.resolver = resolver }
                    func open(url: URL) {
                        if url.path == "/settings" {
                            navigationController?.pushViewController(SettingsConfigurator().configure(resolver: resolver), animated: true)
                        } else {
                            navigationController?.pushViewController(ChatConfigurator().configure(resolver: resolver), animated: true)
                        }
                    }
                }
                """),
        ]
        let opens = ["Login": "FeedConfigurator", "Feed": "ProfileConfigurator", "Profile": "SettingsConfigurator"]
        for screen in screens {
            let next = opens[screen].map { "viewController?.navigationController?.pushViewController(\($0)().configure(resolver: resolver), animated: true)" } ?? ""
            files += [
                ("Modules/\(screen)/\(screen)Configurator.swift", """
                    final class \(screen)Configurator {
                        func configure(resolver: Resolver) -> UIViewController {
                            let view = \(screen)ViewController()
                            let interactor = \(screen)Interactor(service: resolver.resolve(ScreenServiceProtocol.self)!)
                            let router = \(screen)Router(links: resolver.resolve(UniversalLinkCoordinator.self)!, resolver: resolver)
                            let presenter = \(screen)Presenter(view: view, interactor: interactor, router: router, alerts: resolver.resolve(AlertPresenterProtocol.self)!)
                            view.presenter = presenter
                            interactor.output = presenter
                            router.viewController = view
                            return view
                        }
                    }
                    """),
                ("Modules/\(screen)/\(screen)ViewController.swift", """
                    protocol \(screen)ViewInput: AnyObject {}
                    final class \(screen)ViewController: UIViewController, \(screen)ViewInput { var presenter: \(screen)ViewOutput! }
                    """),
                ("Modules/\(screen)/\(screen)Presenter.swift", """
                    protocol \(screen)ViewOutput: AnyObject {}
                    final class \(screen)Presenter: \(screen)ViewOutput, \(screen)InteractorOutput {
                        weak var view: \(screen)ViewInput?
                        private let interactor: \(screen)InteractorInput
                        private let router: \(screen)RouterInput
                        private let alerts: AlertPresenterProtocol
                        init(view: \(screen)ViewInput, interactor: \(screen)InteractorInput, router: \(screen)RouterInput, alerts: AlertPresenterProtocol) {
                            self.view = view; self.interactor = interactor; self.router = router; self.alerts = alerts
                        }
                    }
                    """),
                ("Modules/\(screen)/\(screen)Interactor.swift", """
                    protocol \(screen)InteractorInput: AnyObject {}
                    protocol \(screen)InteractorOutput: AnyObject {}
                    final class \(screen)Interactor: \(screen)InteractorInput {
                        weak var output: \(screen)InteractorOutput?
                        private let service: ScreenServiceProtocol
                        init(service: ScreenServiceProtocol) { self.service = service }
                    }
                    """),
                ("Modules/\(screen)/\(screen)Router.swift", """
                    protocol \(screen)RouterInput: AnyObject { func next() }
                    final class \(screen)Router: \(screen)RouterInput {
                        weak var viewController: UIViewController?
                        private let links: UniversalLinkCoordinator
                        private let resolver: Resolver
                        init(links: UniversalLinkCoordinator, resolver: Resolver) { self.links = links; self.resolver = resolver }
                        func next() { \(next) }
                    }
                    """),
            ]
        }
        return files
    }

    func testWhatEveryModuleResolvesIsAServiceNotAComponent() {
        let model = InlineApp.model(Self.productionApp())
        XCTAssertEqual(model.modules.map(\.name), Self.screens, "no module made of an alert presenter and a link coordinator")
        for module in model.modules {
            XCTAssertEqual(module.components.map { "\($0.role.rawValue):\($0.name)" }, [
                "view:\(module.name)ViewController", "presenter:\(module.name)Presenter", "interactor:\(module.name)Interactor",
                "router:\(module.name)Router", "builder:\(module.name)Configurator",
            ], "one component per role, none of them shared")
        }
        let services = Dictionary(uniqueKeysWithValues: model.services.map { ($0.name, $0.usedBy) })
        XCTAssertEqual(services["AlertPresenter"], Self.screens)
        XCTAssertEqual(services["UniversalLinkCoordinator"], Self.screens)
    }

    func testNavigationComesFromTheModulesOwnCallsNotFromSharedPlumbing() {
        let model = InlineApp.model(Self.productionApp())
        let edges = model.modules.flatMap { module in module.navigatesTo.map { "\(module.name)→\($0)" } }
        XCTAssertEqual(edges, ["Feed→Profile", "Login→Feed", "Profile→Settings"],
                       "the link coordinator every router holds opens Settings and Chat for none of them")
    }

    func testTheDecisionSaysWhoUsesASharedType() {
        let state = state(after: FindSharedTypes.self, Self.productionApp())
        XCTAssertEqual(state.shared["AlertPresenter"]?.users, ["App"] + Self.screens, "the assembly that makes it counts too")
        XCTAssertNil(state.shared["SettingsConfigurator"], "a module's builder that other modules open is navigation, not sharing")
        XCTAssertEqual(state.shared["ScreenService"]?.users, ["App"] + Self.screens, "a service without a role in its name is shared too")
        XCTAssertEqual(state.verdicts("AlertPresenter"), ["✗ shared, no module's component"])
    }

    func testACentralFactoryThatModulesHoldBuildsEachByItsMethodNeverAsAWhole() {
        var files: [(path: String, code: String)] = [
            ("App/ModuleFactory.swift", """
                final class ModuleFactory {
                    func makeAlpha() -> UIViewController { AlphaConfigurator().build() }
                    func makeBeta() -> UIViewController { BetaConfigurator().build() }
                    func makeGamma() -> UIViewController { GammaConfigurator().build() }
                }
                """),
        ]
        for name in ["Alpha", "Beta", "Gamma"] {
            files += [
                ("Modules/\(name)/\(name)Configurator.swift", """
                    final class \(name)Configurator {
                        func build() -> UIViewController {
                            let view = \(name)ViewController()
                            let presenter = \(name)Presenter()
                            let router = \(name)Router()
                            view.presenter = presenter
                            presenter.router = router
                            return view
                        }
                    }
                    """),
                ("Modules/\(name)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
                ("Modules/\(name)/\(name)Presenter.swift", "final class \(name)Presenter { var router: \(name)Router! }"),
                ("Modules/\(name)/\(name)Router.swift", "final class \(name)Router { let modules: ModuleFactory = ModuleFactory() }"),
            ]
        }
        let model = InlineApp.model(files)
        XCTAssertEqual(model.modules.map(\.name), ["Alpha", "Beta", "Gamma"])
        XCTAssertEqual(model.module(named: "Beta")?.components.filter { $0.role == .builder }.map(\.name),
                       ["BetaConfigurator", "ModuleFactory.makeBeta"])
        XCTAssertFalse(model.modules.flatMap(\.components).contains { $0.type == "ModuleFactory" && $0.member == nil })
    }

    func testAPartEveryScreenAdoptsThroughItsOwnProtocolStaysAComponentOfEach() {
        var files: [(path: String, code: String)] = [
            ("Core/CoreInteractor.swift", "final class CoreInteractor {}"),
        ]
        for name in ["Chats", "Profile", "Settings"] {
            files += [
                ("Core/\(name)/\(name)Interactor.swift", "protocol \(name)Interactor: AnyObject {}\nextension CoreInteractor: \(name)Interactor {}"),
                ("Core/\(name)/\(name)Presenter.swift", "final class \(name)Presenter { let interactor: \(name)Interactor\n weak var view: \(name)ViewController? }"),
                ("Core/\(name)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
            ]
        }
        let state = state(after: FindSharedTypes.self, files)
        XCTAssertNil(state.shared["CoreInteractor"], "reached through each screen's own protocol: each screen's contract")
    }

    /// One app-wide `Assembly` that every module's folder extends with its builder protocol and method, and
    /// one app-wide `Router` extended the same way with the route into each module, which other modules'
    /// views call: both are the modules' plumbing, and each module's builder is its method.
    static func extendedPlumbingApp() -> [(path: String, code: String)] {
        var files: [(path: String, code: String)] = [
            ("Core/Assembly.swift", "final class Assembly { static let shared = Assembly() }"),
            ("Core/Router.swift", """
                final class Router {
                    weak var navigationController: UINavigationController?
                    func navigate(to controller: UIViewController) { navigationController?.pushViewController(controller, animated: true) }
                }
                """),
        ]
        let opens = ["Alpha": "Beta", "Beta": "Gamma", "Gamma": "Alpha"]
        for name in ["Alpha", "Beta", "Gamma"] {
            files += [
                ("Modules/\(name)/Model/\(name)Assembly.swift", """
                    protocol \(name)Assembly { func create\(name)Controller() -> \(name)Controller }
                    extension Assembly: \(name)Assembly {
                        func create\(name)Controller() -> \(name)Controller {
                            let presenter = \(name)Presenter()
                            let controller = \(name)Controller()
                            controller.presenter = presenter
                            presenter.view = controller
                            return controller
                        }
                    }
                    """),
                ("Modules/\(name)/Model/\(name)Router.swift", """
                    protocol \(name)Router { func routeTo\(name)() }
                    extension Router: \(name)Router {
                        func routeTo\(name)() { navigate(to: Assembly.shared.create\(name)Controller()) }
                    }
                    """),
                ("Modules/\(name)/\(name)Controller.swift", """
                    final class \(name)Controller: UIViewController {
                        var presenter: \(name)Presenter!
                        func next() { navigationController?.router.routeTo\(opens[name]!)() }
                    }
                    """),
                ("Modules/\(name)/\(name)Presenter.swift", "final class \(name)Presenter { weak var view: \(name)Controller? }"),
            ]
        }
        return files
    }

    func testATypeThatAdoptsEveryModulesBuilderProtocolIsPlumbingAndEachBuilderItsMethod() {
        let state = state(after: FindSharedTypes.self, Self.extendedPlumbingApp())
        XCTAssertNotNil(state.shared["Assembly"])
        XCTAssertNotNil(state.shared["Router"])
        XCTAssertEqual(state.verdicts("Assembly"), ["✗ shared, no module's component"])
        let model = InlineApp.model(Self.extendedPlumbingApp())
        XCTAssertEqual(model.modules.map(\.name), ["Alpha", "Beta", "Gamma"])
        XCTAssertEqual(model.module(named: "Beta")?.components.filter { $0.role == .builder }.map(\.name), ["Assembly.createBetaController"])
        XCTAssertFalse(model.modules.flatMap(\.components).contains { ["Assembly", "Router"].contains($0.type) && $0.member == nil })
    }

    /// `navigationController?.router.routeToBeta()`: a receiver whose type the scan cannot say, calling the
    /// one method of that name in the app, whose body builds Beta.
    func testACallOfTheAppsOneRouteOfThatNameOpensWhatItBuilds() {
        let model = InlineApp.model(Self.extendedPlumbingApp())
        XCTAssertEqual(model.modules.map { "\($0.name) → \($0.navigations.map(\.target))" },
                       ["Alpha → [\"Beta\"]", "Beta → [\"Gamma\"]", "Gamma → [\"Alpha\"]"])
    }
}
