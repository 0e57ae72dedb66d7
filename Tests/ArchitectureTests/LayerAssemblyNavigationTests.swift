import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Written after an app whose Swinject assemblies are split by layer (one registers every presenter,
/// one every view), with an app-wide `AppRouter` that holds every presenter and that presenters
/// resolve to move on; and after routers that ask LightRoute for a destination by its module input.
final class LayerAssemblyNavigationTests: XCTestCase {
    private func app() -> AppModel {
        InlineApp.model([
            ("Assembly/PresenterAssembly.swift", """
                final class PresenterAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(LoginPresenterProtocol.self) { r in LoginPresenter(view: r.resolve(LoginViewController.self)!) }
                        container.register(DashboardPresenterProtocol.self) { r in DashboardPresenter(view: r.resolve(DashboardViewController.self)!) }
                        container.register(ProfilePresenterProtocol.self) { r in ProfilePresenter(view: r.resolve(ProfileViewController.self)!) }
                    }
                }
                """),
            ("Assembly/AppAssembly.swift", """
                final class AppAssembly {
                    static let shared = AppAssembly()
                    let resolver: Resolver = Assembler([PresenterAssembly()]).resolver
                }
                """),
            ("AppRouter.swift", """
                protocol AppRouterProtocol: AnyObject {
                    func setupDashboardPresenter()
                    func popToLogin()
                }
                final class AppRouter: AppRouterProtocol {
                    let loginPresenter: LoginPresenterProtocol
                    let dashboardPresenter: DashboardPresenterProtocol
                    let profilePresenter: ProfilePresenterProtocol
                    init() { fatalError() }
                    func setupDashboardPresenter() { dashboardPresenter.presentDashboardView() }
                    func popToLogin() { loginPresenter.presentLoginView() }
                }
                """),
        ] + ["Login", "Dashboard", "Profile"].flatMap { name in [
            ("Presenters/\(name)Presenter.swift", """
                protocol \(name)PresenterProtocol: AnyObject {}
                final class \(name)Presenter: \(name)PresenterProtocol {
                    let view: \(name)ViewController
                    init(view: \(name)ViewController) { self.view = view }
                    func next() {
                        guard let appRouter = AppAssembly.shared.resolver.resolve(AppRouterProtocol.self) else { return }
                        \(name == "Login" ? "appRouter.setupDashboardPresenter()" : "appRouter.popToLogin()")
                    }
                }
                """),
            ("ViewControllers/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { weak var presenter: \(name)PresenterProtocol? }"),
        ] })
    }

    func testTheAppRouterIsSharedAndEachModuleOpensOnlyWhatItsCallsOpen() {
        let model = app()
        XCTAssertEqual(model.modules.map(\.name), ["Dashboard", "Login", "Profile"])
        XCTAssertFalse(model.modules.contains { $0.components.contains { $0.type == "AppRouter" } }, "AppRouter is nobody's router")
        XCTAssertEqual(model.module(named: "Login")?.navigatesTo, ["Dashboard"])
        XCTAssertEqual(model.module(named: "Dashboard")?.navigatesTo, ["Login"])
        XCTAssertEqual(model.module(named: "Profile")?.navigatesTo, ["Login"])
        // The layer's assembly builds every screen; that AppRouter shares its beginning casts no doubt.
        XCTAssertEqual(model.modules.flatMap { $0.doubts.map(\.kind) }, [])
    }

    func testARouterThatAsksForADestinationByItsModuleInputOpensIt() {
        let model = InlineApp.model([
            ("Welcome/WelcomeRouter.swift", """
                final class WelcomeRouter {
                    weak var transitionHandler: TransitionHandler!
                    func openCards() {
                        let factory = StoryboardFactory(storyboardName: "Cards")
                        try! transitionHandler.forStoryboard(factory: factory, to: CardsModuleInput.self).perform()
                    }
                }
                """),
            ("Welcome/WelcomePresenter.swift", "final class WelcomePresenter { var router: WelcomeRouter! }"),
            ("Cards/CardsModuleInput.swift", "protocol CardsModuleInput: AnyObject {}"),
            ("Cards/CardsPresenter.swift", "final class CardsPresenter: CardsModuleInput { var router: CardsRouter! }"),
            ("Cards/CardsRouter.swift", "final class CardsRouter {}"),
        ])
        XCTAssertEqual(model.module(named: "Welcome")?.navigatesTo, ["Cards"])
    }
}
