import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Names as real apps write them: protocol suffixes of every school, views that are plain UIViews,
/// components kept outside their module's folder, look-alikes that are no modules, and a project's
/// own suffixes through `RoleNamingConfiguration`.
final class NamingAndLookAlikeTests: XCTestCase {
    func testProtocolNamesOfEverySchoolSayTheirRoleAndModule() {
        XCTAssertEqual(RoleNaming.role(ofProtocol: "ProfileInteractorInputProtocol"), .interactor)
        XCTAssertEqual(RoleNaming.role(ofProtocol: "ProfileInteractorOutputProtocol"), .presenter)
        XCTAssertEqual(RoleNaming.role(ofProtocol: "ProfileViewInput"), .view)
        XCTAssertEqual(RoleNaming.role(ofProtocol: "ProfileViewOutput"), .presenter)
        XCTAssertEqual(RoleNaming.role(ofProtocol: "ProfileUseCase"), .interactor)
        XCTAssertEqual(RoleNaming.role(ofProtocol: "ProfilePresentation"), .presenter)
        XCTAssertEqual(RoleNaming.role(ofProtocol: "ProfileRouterInputProtocol"), .router)
        XCTAssertNil(RoleNaming.role(ofProtocol: "ImageLoading"))

        let model = InlineApp.model([
            ("Profile/ProfileProtocols.swift", """
                protocol ProfileViewInput: AnyObject {}
                protocol ProfileViewOutput: AnyObject {}
                protocol ProfileInteractorInputProtocol: AnyObject {}
                protocol ProfileInteractorOutputProtocol: AnyObject {}
                protocol ProfileRouterInputProtocol: AnyObject {}
                """),
            ("Profile/ProfileAssembly.swift", """
                enum ProfileAssembly {
                    static func make() -> UIViewController {
                        let view = ProfileScreen()
                        let presenter = ProfilePresenter()
                        let interactor = ProfileInteractor()
                        view.output = presenter
                        presenter.view = view
                        presenter.interactor = interactor
                        presenter.router = ProfileRouter()
                        interactor.output = presenter
                        return view
                    }
                }
                """),
            ("Profile/ProfilePresenter.swift", """
                final class ProfilePresenter: ProfileViewOutput, ProfileInteractorOutputProtocol {
                    weak var view: ProfileViewInput?
                    var interactor: ProfileInteractorInputProtocol!
                    var router: ProfileRouterInputProtocol!
                }
                """),
            ("Profile/ProfileInteractor.swift", """
                final class ProfileInteractor: ProfileInteractorInputProtocol { weak var output: ProfileInteractorOutputProtocol? }
                """),
            ("Profile/ProfileRouter.swift", "final class ProfileRouter: ProfileRouterInputProtocol {}"),
            ("Profile/ProfileScreen.swift", """
                final class ProfileScreen: UIView, ProfileViewInput { var output: ProfileViewOutput! }
                """),
        ])
        let profile = model.module(named: "Profile")
        XCTAssertEqual(profile?.components.map { "\($0.role.rawValue):\($0.type)" },
                       ["view:ProfileScreen", "presenter:ProfilePresenter", "interactor:ProfileInteractor",
                        "router:ProfileRouter", "builder:ProfileAssembly"],
                       "a UIView that adopts the view protocol is the view")
        XCTAssertEqual(profile?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.through.rawValue)" },
                       ["view.output->presenter protocol", "presenter.view->view protocol", "presenter.interactor->interactor protocol",
                        "presenter.router->router protocol", "interactor.output->presenter protocol"])
        XCTAssertEqual(model.services.map(\.name), [])
    }

    func testARouterReachesItsViewThroughANavigationControllerOrAUIKitSuperclass() {
        let model = InlineApp.model([
            ("Flows/Checkout/CheckoutRouter.swift", """
                final class CheckoutRouter {
                    private let navigationController: UINavigationController
                    func finish() { navigationController.popToRootViewController(animated: true) }
                }
                """),
            ("Flows/Checkout/CheckoutPresenter.swift", "final class CheckoutPresenter { let router: CheckoutRouter\n weak var view: CheckoutViewController? }"),
            ("Flows/Checkout/CheckoutViewController.swift", "final class CheckoutViewController: UICollectionViewController { var presenter: CheckoutPresenter! }"),
            ("Flows/Basket/BasketRouter.swift", "final class BasketRouter { weak var view: UIView? }"),
            ("Flows/Basket/BasketPresenter.swift", "final class BasketPresenter { let router: BasketRouter }"),
            ("Flows/Basket/BasketView.swift", "final class BasketView: UIStackView { var presenter: BasketPresenter! }"),
        ])
        let checkout = model.module(named: "Checkout")?.references.first { $0.from == .router }
        XCTAssertNil(checkout, "a router's navigation controller is the shared stack, not the module's view")
        let basket = model.module(named: "Basket")?.references.first { $0.from == .router }
        XCTAssertEqual(basket.map { "\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)" }, "view->view weak",
                       "a UIStackView is a UIView")
    }

    func testAComponentKeptInASharedFolderDoesNotMoveTheModule() {
        let model = InlineApp.model([
            ("App/Modules/Orders/OrdersPresenter.swift", "final class OrdersPresenter { weak var view: OrdersViewController?\n let interactor: OrdersInteractor }"),
            ("App/Modules/Orders/OrdersInteractor.swift", "final class OrdersInteractor {}"),
            ("App/Modules/Orders/OrdersRouter.swift", "final class OrdersRouter { weak var viewController: OrdersViewController? }"),
            ("App/Screens/OrdersViewController.swift", "final class OrdersViewController: UIViewController { var presenter: OrdersPresenter! }"),
        ])
        let orders = model.module(named: "Orders")
        XCTAssertEqual(orders?.components.count, 4)
        XCTAssertEqual(orders?.folder, "App/Modules/Orders")
        XCTAssertEqual(orders?.group, "Modules")
    }

    func testLookAlikesAreNoModules() {
        let model = InlineApp.model([
            ("Networking/NetworkRouter.swift", """
                final class NetworkRouter {
                    private let session: URLSession
                    func request(_ endpoint: Endpoint) -> URLRequest { URLRequest(url: endpoint.url) }
                }
                """),
            ("Networking/FeedRouter.swift", "enum FeedRouter: URLRequestConvertible { case latest\n var path: String { \"/feed\" } }"),
            ("Networking/MultipartRequestBuilder.swift", "final class MultipartRequestBuilder { func build() -> URLRequest { URLRequest(url: url) } }"),
            ("Common/Views/AvatarView.swift", "final class AvatarView: UIView { let image = UIImageView() }"),
            ("Common/Views/LoadingViewController.swift", "final class LoadingViewController: UIViewController {}"),
            ("Modules/Feed/FeedPresenter.swift", "final class FeedPresenter { weak var view: FeedViewController?\n let wireframe: FeedWireframe }"),
            ("Modules/Feed/FeedWireframe.swift", """
                final class FeedWireframe {
                    weak var viewController: FeedViewController?
                    static func make() -> UIViewController {
                        let view = FeedViewController()
                        view.presenter = FeedPresenter(view: view, wireframe: FeedWireframe())
                        return view
                    }
                    func showLoading() { viewController?.present(LoadingViewController(), animated: true) }
                }
                """),
            ("Modules/Feed/FeedViewController.swift", "final class FeedViewController: UIViewController { var presenter: FeedPresenter!\n let avatar = AvatarView() }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Feed"])
        XCTAssertEqual(model.module(named: "Feed")?.components.map(\.type), ["FeedViewController", "FeedPresenter", "FeedWireframe", "FeedWireframe"],
                       "the endpoint enum named after the module is not its router, and a screen opened in passing is not its view")
        XCTAssertEqual(model.services.map(\.name), [])
    }

    func testAProjectsOwnSuffixesExtendTheBuiltInOnes() {
        let files = InlineApp.facts([
            ("Scenes/Wallet/WalletScreen.swift", "final class WalletScreen: UIViewController { var viewModel: WalletPresenter! }"),
            ("Scenes/Wallet/WalletPresenter.swift", """
                protocol WalletInteractorSpec: AnyObject {}
                final class WalletPresenter { weak var screen: WalletScreen?\n let flow: WalletFlow }
                """),
            ("Scenes/Wallet/WalletFlow.swift", "final class WalletFlow { weak var screen: WalletScreen? }"),
        ])
        let plain = ModelBuilder(files: files).build()
        XCTAssertEqual(plain.module(named: "Wallet")?.components.map(\.type), ["WalletPresenter"])

        let naming = RoleNamingConfiguration(view: ["Screen", "Scene"], router: ["Flow"], protocolSuffixes: ["Spec"])
        let configured = ModelBuilder(files: files, naming: naming).build()
        let wallet = configured.module(named: "Wallet")
        XCTAssertEqual(wallet?.components.map { "\($0.role.rawValue):\($0.type)" },
                       ["view:WalletScreen", "presenter:WalletPresenter", "router:WalletFlow"])
        XCTAssertEqual(wallet?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue)" },
                       ["view.viewModel->presenter", "presenter.screen->view", "presenter.flow->router", "router.screen->view"])
        XCTAssertEqual(wallet?.protocols.first { $0.name == "WalletInteractorSpec" }?.role, .interactor)
        XCTAssertEqual(RoleNamingConfiguration(), .default)
        XCTAssertEqual(RoleNamingConfiguration(typeSuffixes: [.view: ["Screen"]]), RoleNamingConfiguration(view: ["Screen"]))
    }

    /// Written for this project after a production app (Tuist, coordinators) whose presenters are all
    /// `…ViewController`s in `Presenter/` folders, beside a plain `UIView` that is the view.
    func testAViewControllerThatAdoptsOnlyPresenterProtocolsBesideAViewIsThePresenter() {
        let model = InlineApp.model([
            ("Coin/Presenter/CoinScreenModule.swift", """
                protocol CoinScreenModuleInput {}
                typealias CoinScreenModule = UIViewController & CoinScreenModuleInput
                final class CoinScreenViewController: CoinScreenModule {
                    private let moduleView: CoinScreenViewProtocol
                    private let interactor: CoinScreenInteractorInput
                    init(moduleView: CoinScreenViewProtocol, interactor: CoinScreenInteractorInput) {
                        self.moduleView = moduleView
                        self.interactor = interactor
                    }
                }
                extension CoinScreenViewController: CoinScreenViewOutput, CoinScreenInteractorOutput {}
                """),
            ("Coin/View/CoinScreenView.swift", """
                protocol CoinScreenViewOutput: AnyObject {}
                protocol CoinScreenViewInput {}
                typealias CoinScreenViewProtocol = UIView & CoinScreenViewInput
                final class CoinScreenView: CoinScreenViewProtocol { weak var output: CoinScreenViewOutput? }
                """),
            ("Coin/Interactor/CoinScreenInteractor.swift", """
                protocol CoinScreenInteractorInput {}
                protocol CoinScreenInteractorOutput: AnyObject {}
                final class CoinScreenInteractor: CoinScreenInteractorInput { weak var output: CoinScreenInteractorOutput? }
                """),
            ("Coin/Assembly/CoinScreenAssembly.swift", """
                final class CoinScreenAssembly {
                    func createModule() -> CoinScreenModule {
                        let view = CoinScreenView()
                        let interactor = CoinScreenInteractor()
                        let presenter = CoinScreenViewController(moduleView: view, interactor: interactor)
                        view.output = presenter
                        interactor.output = presenter
                        return presenter
                    }
                }
                """),
        ])
        XCTAssertEqual(model.module(named: "CoinScreen")?.components.map { "\($0.role.rawValue):\($0.name)" }, [
            "view:CoinScreenView", "presenter:CoinScreenViewController", "interactor:CoinScreenInteractor", "builder:CoinScreenAssembly",
        ])
        XCTAssertEqual(model.module(named: "CoinScreen")?.references.map { "\($0.from.rawValue).\($0.property)→\($0.to.rawValue)" },
                       ["view.output→presenter", "presenter.moduleView→view", "presenter.interactor→interactor", "interactor.output→presenter"])
    }

    func testSwiftGenStoryboardScenesInstantiateTheViewControllerTheyAreNamedAfter() {
        let facts = InlineApp.facts([("Builder.swift", """
            struct DexInfoModuleBuilder {
                func build() -> UIViewController { StoryboardScene.Dex.dexInfoViewController.instantiate() }
            }
            """)])
        XCTAssertEqual(facts.first?.types.first?.body.creations.map { "\($0.kind.rawValue):\($0.typeName)" }, ["storyboard:DexInfoViewController"])
    }

    /// Written after an SDK whose reusable widgets declare VIPER-shaped `…ViewInput`/`…ViewOutput`
    /// protocols, adopted by the cell or the view that owns the widget: a cell presents nothing, so
    /// no module forms around the widget, while a real module's presenter still adopts its view's output.
    func testACellThatAdoptsAWidgetsViewOutputIsNoPresenter() {
        let model = InlineApp.model([
            ("Atoms/SwitchItemView/SwitchItemViewIO.swift", """
                protocol SwitchItemViewInput: AnyObject { var title: String { get set } }
                protocol SwitchItemViewOutput: AnyObject { func switchItemView(_ view: SwitchItemViewInput, changed state: Bool) }
                """),
            ("Atoms/SwitchItemView/SwitchItemView.swift", """
                final class SwitchItemView: UIView, SwitchItemViewInput {
                    var title = ""
                    weak var output: SwitchItemViewOutput?
                }
                """),
            ("Atoms/SwitchItemView/SwitchItemViewCell.swift", """
                final class SwitchItemViewCell: UITableViewCell, SwitchItemViewOutput {
                    private let itemView = SwitchItemView()
                    func switchItemView(_ view: SwitchItemViewInput, changed state: Bool) {}
                }
                """),
            ("Modules/Settings/SettingsViewIO.swift", "protocol SettingsViewOutput: AnyObject { func didLoad() }"),
            ("Modules/Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController { var output: SettingsViewOutput! }"),
            ("Modules/Settings/SettingsModulePresenter.swift", "final class SettingsModulePresenter: SettingsViewOutput { weak var view: SettingsViewController?; func didLoad() {} }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Settings"])
        XCTAssertEqual(model.module(named: "Settings")?.component(.presenter)?.type, "SettingsModulePresenter")
    }
}
