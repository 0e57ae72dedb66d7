import Architecture
import SourceScanner
import TestSupport
import XCTest

final class ModelBuilderTests: XCTestCase {
    static let base = (path: "Common/VIPER/BaseInterfaces.swift", code: """
        protocol WireframeInterface: AnyObject {}
        protocol ViewInterface: AnyObject {}
        protocol PresenterInterface: AnyObject {}
        protocol InteractorInterface: AnyObject {}
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

    static func infinumModule(_ name: String, group: String, navigatesTo targets: [String] = []) -> [(path: String, code: String)] {
        let folder = "Modules/\(group)/\(name)"
        let navigation = targets.map { "navigationController?.pushWireframe(\($0)Wireframe())" }.joined(separator: "\n        ")
        return [
            ("\(folder)/\(name)Interfaces.swift", """
                protocol \(name)WireframeInterface: WireframeInterface {}
                protocol \(name)ViewInterface: ViewInterface { func reload() }
                protocol \(name)PresenterInterface: PresenterInterface {}
                protocol \(name)InteractorInterface: InteractorInterface { func shows() -> [Show] }
                """),
            ("\(folder)/\(name)Presenter.swift", """
                final class \(name)Presenter {
                    private unowned let view: \(name)ViewInterface
                    private let interactor: \(name)InteractorInterface
                    private let wireframe: \(name)WireframeInterface
                    private var items: [Show] = []
                }
                extension \(name)Presenter: \(name)PresenterInterface {}
                """),
            ("\(folder)/\(name)ViewController.swift", """
                final class \(name)ViewController: UIViewController {
                    var presenter: \(name)PresenterInterface!
                }
                extension \(name)ViewController: \(name)ViewInterface {}
                """),
            ("\(folder)/\(name)Interactor.swift", """
                final class \(name)Interactor {
                    private let showService: ShowService
                }
                extension \(name)Interactor: \(name)InteractorInterface {}
                """),
            ("\(folder)/\(name)Wireframe.swift", """
                final class \(name)Wireframe: BaseWireframe<\(name)ViewController> {
                    init() {
                        let vc = storyboard.instantiateViewController(ofType: \(name)ViewController.self)
                        super.init(viewController: vc)
                        let presenter = \(name)Presenter(view: vc, interactor: \(name)Interactor(), wireframe: self)
                        vc.presenter = presenter
                    }
                }
                extension \(name)Wireframe: \(name)WireframeInterface {
                    func go() {
                        \(navigation)
                    }
                }
                """),
        ]
    }

    static let others: [(path: String, code: String)] = [
        ("Services/ShowService.swift", "final class ShowService { static let shared = ShowService() }"),
        ("Entities/Show.swift", "struct Show { let id: String }"),
        ("Services/NetworkRouter.swift", "enum NetworkRouter { case shows\n var path: String { \"/\" } }"),
        ("Common/Views/BadgeView.swift", "final class BadgeView: UIView { private let label = UILabel() }"),
        ("Application/AppDelegate.swift", "final class AppDelegate: UIResponder { var window: UIWindow? }"),
        ("Common/RequestBuilder.swift", "final class RequestBuilder { func build() -> URLRequest { URLRequest(url: url) } }"),
    ]

    func app() -> AppModel {
        InlineApp.model([Self.base] + Self.infinumModule("Home", group: "Shows", navigatesTo: ["Details", "Login"])
            + Self.infinumModule("Details", group: "Shows") + Self.infinumModule("Login", group: "Onboarding", navigatesTo: ["Home"])
            + Self.others)
    }

    func testModulesGroupsAndLookAlikes() {
        let model = app()
        XCTAssertEqual(model.modules.map(\.name), ["Details", "Home", "Login"])
        XCTAssertEqual(model.modules.map(\.group), ["Shows", "Shows", "Onboarding"])
        XCTAssertEqual(model.modules.map(\.style), [.infinum, .infinum, .infinum])
        XCTAssertEqual(model.groups.map(\.name), ["Onboarding", "Shows"])
        let home = model.module(named: "Home")!
        XCTAssertEqual(home.components.map { "\($0.role.rawValue):\($0.type)" },
                       ["view:HomeViewController", "presenter:HomePresenter", "interactor:HomeInteractor", "router:HomeWireframe",
                        "builder:HomeWireframe"], "an Infinum wireframe also assembles its module")
        XCTAssertEqual(home.interfacesFile, "Modules/Shows/Home/HomeInterfaces.swift")
    }

    func testReferencesWithOwnershipAndInheritedBaseWireframe() {
        let home = app().module(named: "Home")!
        let summary = home.references.map {
            "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)/\($0.through.rawValue)\($0.isTemporary ? " temporary" : "")"
        }
        XCTAssertEqual(summary, [
            "view.presenter->presenter strong/protocol",
            "presenter.view->view unowned/protocol",
            "presenter.interactor->interactor strong/protocol",
            "presenter.wireframe->router strong/protocol",
            "router._viewController->view weak/concrete",
            "router.temporaryStoredViewController->view strong/concrete temporary",
        ])
        let inherited = home.references.first { $0.property == "_viewController" }
        XCTAssertEqual(inherited?.inheritedFrom, "BaseWireframe")
        XCTAssertEqual(inherited?.type, "HomeViewController")
        XCTAssertEqual(inherited?.location.file, "Common/VIPER/BaseInterfaces.swift")
    }

    func testNavigationProtocolsServicesAndEntities() {
        let model = app()
        XCTAssertEqual(model.module(named: "Home")?.navigatesTo, ["Details", "Login"])
        XCTAssertEqual(model.module(named: "Login")?.navigatesTo, ["Home"])
        XCTAssertEqual(model.module(named: "Details")?.navigatesTo, [])
        let protocols = model.module(named: "Home")!.protocols
        XCTAssertEqual(protocols.map(\.name), ["HomeInteractorInterface", "HomePresenterInterface", "HomeViewInterface", "HomeWireframeInterface"])
        XCTAssertTrue(protocols.allSatisfy(\.classBound), "class-bound through ViewInterface: AnyObject and the like")
        XCTAssertEqual(protocols.first { $0.name == "HomeViewInterface" }?.methods, ["func reload()"])
        XCTAssertEqual(protocols.first { $0.name == "HomeViewInterface" }?.role, .view)
        XCTAssertEqual(model.services.map(\.name), ["ShowService"])
        XCTAssertEqual(model.services.first?.usedBy, ["Details", "Home", "Login"])
        XCTAssertEqual(model.entities.map(\.name), ["Show"])
    }

    func testComponentsCreatedFromFileNamesThatDoNotMatchAreStillFoundByConformance() {
        let model = InlineApp.model([Self.base] + Self.infinumModule("Home", group: "Shows") + [
            ("Modules/Shows/Home/HomeScreen.swift", "final class HomeScreen: UIView {}"),
        ])
        XCTAssertEqual(model.module(named: "Home")?.component(.view)?.type, "HomeViewController",
                       "the view the presenter holds and the wireframe creates wins over a look-alike")
    }
}
