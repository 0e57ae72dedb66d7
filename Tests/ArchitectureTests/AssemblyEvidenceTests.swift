import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Real apps name things inconsistently; who creates whom says which module a type belongs to.
final class AssemblyEvidenceTests: XCTestCase {
    private func summary(_ module: Module?) -> [String] {
        (module?.components ?? []).map { "\($0.role.rawValue):\($0.type)" }
    }

    func testARouterWithAStaticFactoryAssemblesAViewWhoseNameDoesNotMatch() {
        // The view is `TaskListController` in module `Tasks`; a `TasksView` (the screen's root UIView)
        // has the module's name but nobody creates it as the module's view.
        let model = InlineApp.model([
            ("Scenes/Tasks/TasksRouter.swift", """
                final class TasksRouter: TasksRouterProtocol {
                    static func makeModule(filter: Filter) -> UIViewController {
                        let screen = TaskListController()
                        let presenter: TasksPresenterProtocol & TasksInteractorOutputProtocol = TasksPresenter()
                        let interactor: TasksInteractorInputProtocol = TasksInteractor()
                        screen.presenter = presenter
                        presenter.view = screen
                        presenter.interactor = interactor
                        presenter.router = TasksRouter()
                        interactor.presenter = presenter
                        return UINavigationController(rootViewController: screen)
                    }
                }
                """),
            ("Scenes/Tasks/TasksProtocols.swift", """
                protocol TasksViewProtocol: AnyObject {}
                protocol TasksPresenterProtocol: AnyObject {}
                protocol TasksInteractorInputProtocol: AnyObject {}
                protocol TasksInteractorOutputProtocol: AnyObject {}
                protocol TasksRouterProtocol: AnyObject {}
                """),
            ("Scenes/Tasks/TasksPresenter.swift", """
                final class TasksPresenter: TasksPresenterProtocol {
                    weak var view: TasksViewProtocol?
                    var interactor: TasksInteractorInputProtocol?
                    var router: TasksRouterProtocol?
                }
                extension TasksPresenter: TasksInteractorOutputProtocol {}
                """),
            ("Scenes/Tasks/TasksInteractor.swift", """
                final class TasksInteractor: TasksInteractorInputProtocol {
                    weak var presenter: TasksInteractorOutputProtocol?
                }
                """),
            ("Scenes/Tasks/View/TaskListController.swift", """
                final class TaskListController: UIViewController {
                    var presenter: TasksPresenterProtocol?
                    private let rootView = TasksView()
                }
                extension TaskListController: TasksViewProtocol {}
                """),
            ("Scenes/Tasks/View/TasksView.swift", "final class TasksView: UIView { let table = UITableView() }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Tasks"])
        let tasks = model.module(named: "Tasks")
        XCTAssertEqual(summary(tasks), ["view:TaskListController", "presenter:TasksPresenter", "interactor:TasksInteractor", "router:TasksRouter",
                                       "builder:TasksRouter"])
        XCTAssertEqual(tasks?.folder, "Scenes/Tasks")
        XCTAssertEqual(tasks?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue)" },
                       ["view.presenter->presenter", "presenter.view->view", "presenter.interactor->interactor",
                        "presenter.router->router", "interactor.presenter->presenter"])
        XCTAssertEqual(model.services.map(\.name), [], "protocols the components adopt are the module's, not services")
    }

    func testAMisspelledPresenterJoinsTheModuleItsRouterAssembles() {
        let model = InlineApp.model([
            ("Login/ResetPassword/ResetPasswordRouter.swift", """
                final class ResetPasswordRouter {
                    weak var viewController: UIViewController?
                    static func build() -> UIViewController {
                        let view = ResetPasswrdViewController()
                        let interactor = ResetPasswordInteractor()
                        let presenter = ResetPasswortPresenter(view: view, interactor: interactor, router: ResetPasswordRouter())
                        view.presenter = presenter
                        return view
                    }
                }
                """),
            ("Login/ResetPassword/ResetPasswortPresenter.swift", """
                final class ResetPasswortPresenter {
                    weak var view: ResetPasswrdViewController?
                    let interactor: ResetPasswordInteractor
                    let router: ResetPasswordRouter
                }
                """),
            ("Login/ResetPassword/ResetPasswordInteractor.swift", "final class ResetPasswordInteractor {}"),
            ("Login/ResetPassword/ResetPasswrdViewController.swift", """
                final class ResetPasswrdViewController: UIViewController { var presenter: ResetPasswortPresenter! }
                """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["ResetPassword"], "one module, not one per spelling")
        XCTAssertEqual(summary(model.modules.first), ["view:ResetPasswrdViewController", "presenter:ResetPasswortPresenter",
                                                      "interactor:ResetPasswordInteractor", "router:ResetPasswordRouter",
                                                      "builder:ResetPasswordRouter"], "the router that assembles is the builder too")
        XCTAssertEqual(model.modules.first?.references.count, 5)
    }

    func testAVariantBetweenModuleNameAndRoleIsReadFromTheAdoptedProtocol() {
        // `<Module><Variant><Role>` implementing `<Module><Role>`, with a builder that registers the
        // components in a dependency container inside closures.
        let model = InlineApp.model([
            ("Modules/Search/SearchInterfaces.swift", """
                protocol SearchView: AnyObject {}
                protocol SearchPresenter: AnyObject {}
                protocol SearchInteractor {}
                protocol SearchRouter {}
                protocol SearchBuilder { func buildSearchModule() -> UIViewController? }
                """),
            ("Modules/Search/SearchContainerBuilder.swift", """
                struct SearchContainerBuilder: SearchBuilder {
                    func buildSearchModule() -> UIViewController? {
                        container.register(SearchView.self) { _ in SearchViewController() }
                        container.register(SearchInteractor.self) { r in SearchRemoteInteractor(api: r.resolve(Api.self)!) }
                        container.register(SearchRouter.self) { r in SearchModalRouter(viewController: r.resolve(SearchView.self) as! UIViewController) }
                        container.register(SearchPresenter.self) { r in
                            SearchDefaultPresenter(view: r.resolve(SearchView.self)!, interactor: r.resolve(SearchInteractor.self)!,
                                                   router: r.resolve(SearchRouter.self)!)
                        }
                        return container.resolve(SearchView.self) as? UIViewController
                    }
                }
                """),
            ("Modules/Search/SearchModalRouter.swift", """
                final class SearchModalRouter: SearchRouter {
                    weak var viewController: UIViewController?
                }
                """),
            ("Modules/Search/SearchRemoteInteractor.swift", "final class SearchRemoteInteractor: SearchInteractor { let api: Api }"),
            ("Modules/Search/SearchDefaultPresenter.swift", """
                final class SearchDefaultPresenter: SearchPresenter {
                    private weak var view: SearchView?
                    private let interactor: SearchInteractor
                    private let router: SearchRouter
                    private let mapper = SearchResultMapper()
                }
                final class SearchResultMapper { func map(_ results: [String]) -> [String] { results } }
                """),
            ("Modules/Search/SearchViewController.swift", """
                final class SearchViewController: UITableViewController, SearchView { var presenter: SearchPresenter? }
                """),
            ("Services/Api.swift", "protocol Api {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Search"])
        let search = model.module(named: "Search")
        XCTAssertEqual(summary(search), ["view:SearchViewController", "presenter:SearchDefaultPresenter",
                                         "interactor:SearchRemoteInteractor", "router:SearchModalRouter", "builder:SearchContainerBuilder"])
        XCTAssertEqual(search?.folder, "Modules/Search")
        XCTAssertEqual(model.services.map(\.name), ["Api"], "a mapper declared beside the presenter is the module's own helper")
        let routerToView = search?.references.first { $0.from == .router }
        XCTAssertEqual(routerToView.map { "\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)" }, "viewController->view weak",
                       "a UITableViewController is a UIViewController")
    }

    func testOneAssemblyObjectThatBuildsEveryModuleIsNoModuleAndRoutersNavigateThroughIt() {
        let model = InlineApp.model([
            ("App/ScreenAssembly.swift", """
                final class ScreenAssembly {
                    func makeSignInModule() -> UIViewController {
                        let view = SignInViewController()
                        let router = SignInRouter(assembly: self)
                        let presenter = SignInPresenter(view: view, router: router)
                        view.output = presenter
                        router.viewController = view
                        return view
                    }
                    func makeFeedModule(user: User) -> UIViewController {
                        let view = FeedViewController()
                        let presenter = FeedPresenter(view: view, interactor: FeedInteractor(user: user))
                        view.output = presenter
                        return view
                    }
                }
                """),
            ("Modules/SignIn/SignInRouter.swift", """
                final class SignInRouter {
                    private let assembly: ScreenAssembly
                    weak var viewController: UIViewController?
                    func openFeed(user: User) {
                        viewController?.navigationController?.pushViewController(assembly.makeFeedModule(user: user), animated: true)
                    }
                }
                """),
            ("Modules/SignIn/SignInPresenter.swift", """
                final class SignInPresenter: SignInViewOutput {
                    private weak var view: SignInViewInput?
                    private let router: SignInRouter
                }
                """),
            ("Modules/SignIn/SignInViewController.swift", """
                protocol SignInViewInput: AnyObject {}
                protocol SignInViewOutput: AnyObject {}
                final class SignInViewController: UIViewController, SignInViewInput { var output: SignInViewOutput! }
                """),
            ("Modules/Feed/FeedPresenter.swift", "final class FeedPresenter { weak var view: FeedViewController?\n let interactor: FeedInteractor }"),
            ("Modules/Feed/FeedInteractor.swift", "final class FeedInteractor { let user: User }"),
            ("Modules/Feed/FeedViewController.swift", "final class FeedViewController: UIViewController { var output: FeedPresenter! }"),
            ("Entities/User.swift", "struct User { let id: Int }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Feed", "SignIn"], "the assembly is no module of its own")
        XCTAssertEqual(model.module(named: "SignIn")?.navigatesTo, ["Feed"])
        let signIn = model.module(named: "SignIn")
        XCTAssertEqual(signIn?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.through.rawValue)" },
                       ["view.output->presenter protocol", "presenter.view->view protocol", "presenter.router->router concrete",
                        "router.viewController->view concrete", "router.assembly->builder concrete"],
                       "the router holds its module's builder, the assembly's makeSignInModule")
        XCTAssertEqual(signIn?.components.filter { $0.role == .builder }.map(\.name), ["ScreenAssembly.makeSignInModule"])
        XCTAssertEqual(model.services.map(\.name), [], "the assembly is the modules' assembler, not a service")
    }

    /// Written after a composition root that makes every module's parts in one function: the
    /// interactor of one module is not also the interactor of each module there that has none.
    func testACompositionRootDoesNotLendOneModulesInteractorToAnother() {
        let model = InlineApp.model([
            ("App/AppDependencies.swift", """
                final class AppDependencies {
                    let settingsWireframe = SettingsWireframe()
                    let introWireframe = IntroWireframe()
                    func configureDependencies() {
                        let introPresenter = IntroPresenter()
                        let settingsPresenter = SettingsPresenter()
                        let settingsInteractor = SettingsInteractor()
                        introPresenter.wireframe = introWireframe
                        introWireframe.presenter = introPresenter
                        settingsPresenter.interactor = settingsInteractor
                        settingsInteractor.presenter = settingsPresenter
                        settingsPresenter.wireframe = settingsWireframe
                        settingsWireframe.presenter = settingsPresenter
                    }
                }
                """),
            ("Intro/IntroPresenter.swift", "final class IntroPresenter { var wireframe: IntroWireframe! }"),
            ("Intro/IntroWireframe.swift", "final class IntroWireframe { var presenter: IntroPresenter! }"),
            ("Settings/SettingsPresenter.swift", "final class SettingsPresenter { var wireframe: SettingsWireframe!; var interactor: SettingsInteractor! }"),
            ("Settings/SettingsInteractor.swift", "final class SettingsInteractor { weak var presenter: SettingsPresenter? }"),
            ("Settings/SettingsWireframe.swift", "final class SettingsWireframe { var presenter: SettingsPresenter! }"),
        ])
        XCTAssertEqual(model.module(named: "Settings")?.component(.interactor)?.type, "SettingsInteractor")
        XCTAssertNil(model.module(named: "Intro")?.component(.interactor))
    }
}
