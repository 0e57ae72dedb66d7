import Architecture
import SourceScanner
import TestSupport
import XCTest

/// How real apps open another module besides creating its router: routers wired together by an
/// app-wide dependencies object, builders handed out by a dependency container, static factories.
final class NavigationEvidenceTests: XCTestCase {
    func testRoutersWiredByAnAppWideDependenciesObjectNavigateThroughWhatTheyHold() {
        let model = InlineApp.model([
            ("Sources/AppDependencies.swift", """
                final class AppDependencies {
                    private let inboxRouter: InboxRouter
                    init() {
                        let inboxRouter = InboxRouter()
                        let composeRouter = ComposeRouter()
                        let inboxPresenter = InboxPresenter()
                        inboxRouter.composeRouter = composeRouter
                        inboxRouter.presenter = inboxPresenter
                        inboxPresenter.router = inboxRouter
                        composeRouter.presenter = ComposePresenter()
                        self.inboxRouter = inboxRouter
                    }
                }
                """),
            ("Sources/Inbox/InboxRouter.swift", """
                final class InboxRouter {
                    var composeRouter: ComposeRouter?
                    var presenter: InboxPresenter?
                    weak var parent: SettingsRouter?
                    func compose() { composeRouter?.present(from: presenter?.view) }
                }
                """),
            ("Sources/Inbox/InboxPresenter.swift", "final class InboxPresenter { weak var router: InboxRouter?\n weak var view: InboxViewController? }"),
            ("Sources/Inbox/InboxViewController.swift", "final class InboxViewController: UITableViewController { var presenter: InboxPresenter! }"),
            ("Sources/Compose/ComposeRouter.swift", "final class ComposeRouter { var presenter: ComposePresenter? }"),
            ("Sources/Compose/ComposePresenter.swift", "final class ComposePresenter {}"),
            ("Sources/Settings/SettingsRouter.swift", "final class SettingsRouter { var presenter: SettingsPresenter? }"),
            ("Sources/Settings/SettingsPresenter.swift", "final class SettingsPresenter {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Compose", "Inbox", "Settings"])
        XCTAssertEqual(model.module(named: "Inbox")?.navigatesTo, ["Compose"],
                       "a strong hold on another module's router opens it; a weak link back to a parent does not")
        let crossModule = model.module(named: "Inbox")?.references.first { $0.property == "composeRouter" }
        XCTAssertEqual(crossModule?.targetModule, "Compose")
    }

    func testABuilderHandedOutByADependencyContainerIsNavigation() {
        let model = InlineApp.model([
            ("Modules/Cities/CitiesRouter.swift", """
                final class CitiesRouter: CitiesRouting {
                    weak var viewController: UIViewController?
                    func showCity(_ id: String) {
                        guard let module = container.resolve(CityBuilder.self)?.buildCityModule(id: id) else { return }
                        viewController?.navigationController?.pushViewController(module, animated: true)
                    }
                }
                """),
            ("Modules/Cities/CitiesPresenter.swift", "final class CitiesPresenter { let router: CitiesRouting\n weak var view: CitiesViewController? }"),
            ("Modules/Cities/CitiesViewController.swift", "final class CitiesViewController: UIViewController { var presenter: CitiesPresenter? }"),
            ("Modules/Cities/CitiesRouting.swift", "protocol CitiesRouting: AnyObject {}"),
            ("Modules/City/CityBuilder.swift", """
                protocol CityBuilder { func buildCityModule(id: String) -> UIViewController }
                struct CityContainerBuilder: CityBuilder {
                    func buildCityModule(id: String) -> UIViewController {
                        let view = CityViewController()
                        view.presenter = CityPresenter(view: view)
                        return view
                    }
                }
                """),
            ("Modules/City/CityPresenter.swift", "final class CityPresenter { weak var view: CityViewController? }"),
            ("Modules/City/CityViewController.swift", "final class CityViewController: UIViewController { var presenter: CityPresenter? }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Cities", "City"])
        XCTAssertEqual(model.module(named: "City")?.component(.builder)?.type, "CityContainerBuilder")
        XCTAssertEqual(model.module(named: "Cities")?.navigatesTo, ["City"])
        let routerToView = model.module(named: "Cities")?.references.first { $0.from == .router }
        XCTAssertEqual(routerToView?.to, .view)
    }

    func testAStaticFactoryOnTheRouterBuildsAndOpens() {
        let model = InlineApp.model([
            ("Feature/Articles/ArticlesRouter.swift", """
                final class ArticlesRouter: ArticlesWireframe {
                    weak var viewController: UIViewController?
                    static func assembleModule() -> UIViewController {
                        let view = R.storyboard.articles.articlesViewController()!
                        let presenter = ArticlesPresenter()
                        let router = ArticlesRouter()
                        view.presenter = presenter
                        presenter.view = view
                        presenter.router = router
                        router.viewController = view
                        return UINavigationController(rootViewController: view)
                    }
                    func open(_ article: Article) {
                        viewController?.navigationController?.pushViewController(ReaderRouter.assembleModule(article), animated: true)
                    }
                }
                """),
            ("Feature/Articles/ArticlesContract.swift", """
                protocol ArticlesView: AnyObject { var presenter: ArticlesPresentation! { get set } }
                protocol ArticlesPresentation: AnyObject {}
                protocol ArticlesWireframe: AnyObject {}
                """),
            ("Feature/Articles/ArticlesPresenter.swift", """
                final class ArticlesPresenter: ArticlesPresentation {
                    weak var view: ArticlesView?
                    var router: ArticlesWireframe!
                }
                """),
            ("Feature/Articles/ArticlesViewController.swift", """
                final class ArticlesViewController: UIViewController, ArticlesView { var presenter: ArticlesPresentation! }
                final class ArticlesHeaderView: UIView {}
                """),
            ("Feature/Reader/ReaderRouter.swift", """
                final class ReaderRouter {
                    static func assembleModule(_ article: Article) -> UIViewController {
                        let view = R.storyboard.reader.readerViewController()!
                        view.presenter = ReaderPresenter(article: article)
                        return view
                    }
                }
                """),
            ("Feature/Reader/ReaderPresenter.swift", "final class ReaderPresenter { let article: Article }"),
            ("Feature/Reader/ReaderViewController.swift", "final class ReaderViewController: UIViewController { var presenter: ReaderPresenter! }"),
            ("Models/Article.swift", "struct Article { let title: String }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Articles", "Reader"])
        XCTAssertEqual(model.module(named: "Articles")?.navigatesTo, ["Reader"])
        XCTAssertEqual(model.module(named: "Articles")?.component(.view)?.type, "ArticlesViewController")
        let facts = InlineApp.facts([("R.swift", "final class Router { func make() { _ = R.storyboard.reader.readerViewController() } }")])
        XCTAssertEqual(facts.first?.types.first?.body.creations.map { "\($0.kind.rawValue):\($0.typeName)" }, ["storyboard:ReaderViewController"],
                       "R.swift's storyboard accessors instantiate the view controller they are named after")
    }

    func testObjectiveCWireframesInjectedByTheAppDependenciesAndAViewHeldAsAViewControllerWithAProtocol() {
        let model = InlineApp.model([
            ("Classes/Modules/Notes/NTNotesWireframe.h", """
                @class NTEditWireframe;
                @class NTNotesPresenter;
                @interface NTNotesWireframe : NSObject
                @property (nonatomic, strong) NTEditWireframe *editWireframe;
                @property (nonatomic, strong) NTNotesPresenter *notesPresenter;
                @end
                """),
            ("Classes/Modules/Notes/NTNotesPresenter.h", """
                @protocol NTNotesViewInterface;
                @interface NTNotesPresenter : NSObject <NTNotesModuleInterface>
                @property (nonatomic, strong) NTNotesWireframe *notesWireframe;
                @property (nonatomic, weak) UIViewController<NTNotesViewInterface> *userInterface;
                @end
                """),
            ("Classes/Modules/Notes/NTNotesViewInterface.h", "@protocol NTNotesViewInterface <NSObject>\n- (void)reload;\n@end"),
            ("Classes/Modules/Notes/NTNotesModuleInterface.h", "@protocol NTNotesModuleInterface <NSObject>\n- (void)addNote;\n@end"),
            ("Classes/Modules/Notes/NTNotesViewController.h", """
                @interface NTNotesViewController : UITableViewController <NTNotesViewInterface>
                @property (nonatomic, strong) id<NTNotesModuleInterface> eventHandler;
                @end
                """),
            ("Classes/Modules/Edit/NTEditWireframe.h", """
                @class NTEditPresenter;
                @interface NTEditWireframe : NSObject
                @property (nonatomic, strong) NTEditPresenter *editPresenter;
                @end
                """),
            ("Classes/Modules/Edit/NTEditPresenter.h", "@interface NTEditPresenter : NSObject\n@end"),
            ("Classes/Modules/Notes/NTNotesWireframe.m", """
                @implementation NTNotesWireframe
                - (void)presentEditInterface {
                    [self.editWireframe presentEditInterfaceFromViewController:self.notesPresenter.userInterface];
                }
                @end
                """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Edit", "Notes"])
        let notes = model.module(named: "Notes")
        XCTAssertEqual(notes?.navigatesTo, ["Edit"])
        let userInterface = notes?.references.first { $0.property == "userInterface" }
        XCTAssertEqual(userInterface.map { "\($0.to.rawValue) \($0.ownership.rawValue) \($0.through.rawValue)" }, "view weak protocol")
        XCTAssertEqual(model.services.map(\.name), [], "NTNotesModuleInterface is the presenter's protocol, not a service")
        XCTAssertEqual(model.modules.map(\.style), [.custom, .custom], "Objective-C VIPER without ZIKViper's names is no ZIKViper")
    }

    /// Written for this project after a production Objective-C app (Generamba, ViperMcFlurry) whose
    /// routers open every screen through a segue and name only the next module's input protocol.
    func testARouterThatConfiguresAnotherModulesInputThroughASegueOpensIt() {
        var files: [(path: String, code: String)] = [
            ("Modules/Start/StartRouter.m", """
                @implementation StartRouter
                - (void)openCreateNewWallet {
                  [[self.transitionHandler openModuleUsingSegue:kStartToPasswordSegue] thenChainUsingBlock:^id<RamblerViperModuleOutput>(id<PasswordModuleInput> moduleInput) {
                    [moduleInput configureModule];
                    return nil;
                  }];
                }
                @end
                """),
        ]
        for name in ["Start", "Password"] {
            files += [
                ("Modules/\(name)/\(name)ModuleInput.h", "@protocol \(name)ModuleInput <RamblerViperModuleInput>\n- (void)configureModule;\n@end"),
                ("Modules/\(name)/\(name)Presenter.h", """
                    @interface \(name)Presenter : NSObject <\(name)ModuleInput, \(name)ViewOutput>
                    @property (nonatomic, weak) id<\(name)ViewInput> view;
                    @property (nonatomic, strong) id<\(name)RouterInput> router;
                    @end
                    """),
                ("Modules/\(name)/\(name)ViewController.h", "@interface \(name)ViewController : UIViewController <\(name)ViewInput>\n@property (nonatomic, strong) id<\(name)ViewOutput> output;\n@end"),
                ("Modules/\(name)/\(name)Router.h", "@interface \(name)Router : NSObject <\(name)RouterInput>\n@property (nonatomic, weak) id<RamblerViperModuleTransitionHandlerProtocol> transitionHandler;\n@end"),
                ("Modules/\(name)/\(name)Protocols.h", """
                    @protocol \(name)ViewInput <NSObject>\n@end
                    @protocol \(name)ViewOutput <NSObject>\n@end
                    @protocol \(name)RouterInput <NSObject>\n@end
                    """),
            ]
        }
        let model = InlineApp.model(files)
        XCTAssertEqual(model.modules.map(\.name), ["Password", "Start"])
        XCTAssertEqual(model.module(named: "Start")?.navigatesTo, ["Password"])
        XCTAssertEqual(model.module(named: "Start")?.navigations.first?.location.line, 3, "where the block names PasswordModuleInput")
        XCTAssertEqual(model.module(named: "Password")?.navigatesTo, [], "a module's own input is no navigation")
    }

    /// A flow coordinator no module owns, handed to three routers: each module opens only what the
    /// coordinator methods it calls open.
    /// Alpha, Beta and Gamma, each built by a configurator that hands its router the `FlowCoordinator`,
    /// whose routers ask the coordinator for the next screen (Alpha for Beta, Beta for Gamma).
    private static func flowModules() -> [(path: String, code: String)] {
        let calls = ["Alpha": "flow.showBeta()", "Beta": "flow.showGamma()", "Gamma": ""]
        return ["Alpha", "Beta", "Gamma"].flatMap { name -> [(path: String, code: String)] in [
            ("Modules/\(name)/\(name)Configurator.swift", """
                final class \(name)Configurator {
                    func build(flow: FlowCoordinator) -> UIViewController {
                        let view = \(name)ViewController()
                        let presenter = \(name)Presenter()
                        let router = \(name)Router(flow: flow)
                        view.presenter = presenter
                        presenter.router = router
                        return view
                    }
                }
                """),
            ("Modules/\(name)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
            ("Modules/\(name)/\(name)Presenter.swift", "final class \(name)Presenter { var router: \(name)Router! }"),
            ("Modules/\(name)/\(name)Router.swift", """
                final class \(name)Router {
                    private let flow: FlowCoordinator
                    init(flow: FlowCoordinator) { self.flow = flow }
                    func next() { \(calls[name]!) }
                }
                """),
        ] }
    }

    func testACoordinatorEveryModuleHoldsLinksAModuleOnlyToTheScreensItsOwnCallsOpen() {
        let files: [(path: String, code: String)] = [
            ("Flow/FlowCoordinator.swift", """
                final class FlowCoordinator {
                    let navigation = UINavigationController()
                    func showBeta() { navigation.pushViewController(BetaConfigurator().build(flow: self), animated: true) }
                    func showGamma() { navigation.pushViewController(GammaConfigurator().build(flow: self), animated: true) }
                    func start() { navigation.setViewControllers([AlphaConfigurator().build(flow: self)], animated: false) }
                }
                """),
        ]
        let model = InlineApp.model(files + Self.flowModules())
        XCTAssertEqual(model.modules.map(\.name), ["Alpha", "Beta", "Gamma"])
        XCTAssertEqual(model.modules.flatMap { m in m.navigatesTo.map { "\(m.name)→\($0)" } }, ["Alpha→Beta", "Beta→Gamma"])
        XCTAssertEqual(model.services.map(\.name), ["FlowCoordinator"], "the coordinator is the app's, no module's router")
    }

    /// Written after a wallet app whose flow coordinators answer a screen's output through a private
    /// helper (`func didTapContinue() { openAmount() }`): the helper's body, two levels in, says what opens.
    func testACoordinatorMethodOpensWhatItsOwnHelpersBuild() {
        let files: [(path: String, code: String)] = [
            ("Flow/FlowCoordinator.swift", """
                final class FlowCoordinator {
                    let navigation = UINavigationController()
                    func showBeta() { openBeta() }
                    func showGamma() { self.prepare() }
                    private func prepare() { openGamma(animated: true) }
                    private func openBeta() { navigation.pushViewController(BetaConfigurator().build(flow: self), animated: true) }
                    private func openGamma(animated: Bool) { navigation.pushViewController(GammaConfigurator().build(flow: self), animated: animated) }
                }
                """),
        ]
        let model = InlineApp.model(files + Self.flowModules())
        XCTAssertEqual(model.modules.flatMap { m in m.navigatesTo.map { "\(m.name)→\($0)" } }, ["Alpha→Beta", "Beta→Gamma"])
    }

    /// Written after an app whose composition root hands presenters and wireframes other modules'
    /// wireframes, some never called (or only read through to reach a controller on screen): holding
    /// another module's router opens it only where the code calls it.
    func testAnotherModulesRouterThatIsHeldButNeverCalledOpensNothing() {
        func navigations(call: String) -> [String]? {
            InlineApp.model([
                ("Share/ShareViewController.swift", "final class ShareViewController: UIViewController { var eventHandler: SharePresenter! }"),
                ("Share/SharePresenter.swift", """
                    final class SharePresenter {
                        var wireframe: ShareWireframe!
                        var recordWireframe: RecordWireframe!
                        func close() { \(call) }
                    }
                    """),
                ("Share/ShareWireframe.swift", "final class ShareWireframe { var presenter: SharePresenter! }"),
                ("Record/RecordViewController.swift", "final class RecordViewController: UIViewController { var eventHandler: RecordPresenter! }"),
                ("Record/RecordPresenter.swift", "final class RecordPresenter { var wireframe: RecordWireframe! }"),
                ("Record/RecordWireframe.swift", """
                    final class RecordWireframe {
                        var presenter: RecordPresenter!
                        var recordViewController: RecordViewController?
                        func presentRecord() {}
                    }
                    """),
            ]).module(named: "Share")?.navigatesTo
        }
        XCTAssertEqual(navigations(call: "recordWireframe.presentRecord()"), ["Record"])
        XCTAssertEqual(navigations(call: "wireframe.presenter.close()"), [])
        XCTAssertEqual(navigations(call: "_ = recordWireframe.recordViewController?.eventHandler"), [])
    }
}
