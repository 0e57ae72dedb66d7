import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Written after an Objective-C app whose tab screen is `TabBarWireframe` with
/// `ATMTabBarViewController` (the class prefix on the view only): the wireframe creates the view
/// beside itself, so they are one module, whatever their names say.
final class CreatedLoneViewTests: XCTestCase {
    private static let menu: [(path: String, code: String)] = [
        ("Modules/Menu/MenuViewController.swift", "final class MenuViewController: UIViewController {}"),
        ("Modules/Menu/MenuWireframe.swift", """
            final class MenuWireframe {
                func makeMenu() -> UIViewController { MenuViewController() }
            }
            """),
    ]

    private static func tabBar(viewFolder: String = "Modules/TabBar/View") -> [(path: String, code: String)] {
        [
            ("\(viewFolder)/ATMTabBarViewController.swift", "final class ATMTabBarViewController: UITabBarController {}"),
            ("Modules/TabBar/Wireframe/TabBarWireframe.swift", """
                final class TabBarWireframe {
                    func present(in window: UIWindow) {
                        let tabs = ATMTabBarViewController()
                        let menu = MenuWireframe().makeMenu()
                        window.rootViewController = tabs
                        _ = menu
                    }
                }
                """),
        ]
    }

    func testAViewThatAViewlessWireframeCreatesBesideItIsItsModulesView() {
        let model = InlineApp.model(Self.menu + Self.tabBar())
        XCTAssertEqual(model.modules.map(\.name), ["Menu", "TabBar"])
        XCTAssertEqual(model.module(named: "TabBar")?.components.map { "\($0.role.rawValue) \($0.type)" },
                       ["view ATMTabBarViewController", "router TabBarWireframe", "builder TabBarWireframe"])
        XCTAssertEqual(model.module(named: "Menu")?.components.map(\.type).contains("TabBarWireframe"), false,
                       "the menu it also makes keeps its own wireframe")
        XCTAssertTrue(model.decisions.contains { $0.subject == "ATMTabBarViewController" && $0.verdict == "TabBar's view" })
    }

    /// Written after a wallet app whose coordinators each make a `NavigationController` (a
    /// `UINavigationController` subclass) and a `NavigationRouter` wrapping it: transport, no module.
    func testANavigationControllerSubclassWithARouterOthersMakeIsNoModule() {
        let model = InlineApp.model(Self.menu + [
            ("Core/Navigation/NavigationController.swift", "final class NavigationController: UINavigationController {}"),
            ("Core/Navigation/NavigationRouter.swift", """
                final class NavigationRouter {
                    let rootViewController: NavigationController
                    init(rootViewController: NavigationController) { self.rootViewController = rootViewController }
                }
                """),
            ("Flows/SendCoordinator.swift", """
                final class SendCoordinator {
                    func open() {
                        let navigation = NavigationController()
                        let router = NavigationRouter(rootViewController: navigation)
                        _ = router
                    }
                }
                """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Menu"])
        XCTAssertTrue(model.decisions.contains { $0.subject == "NavigationController" && $0.verdict == "no module Navigation" })
    }

    func testAViewElsewhereInTheAppStaysOut() {
        // The same view in another top-level folder is not beside the wireframe: no module, as before.
        let model = InlineApp.model(Self.menu + Self.tabBar(viewFolder: "Shared"))
        XCTAssertEqual(model.modules.map(\.name), ["Menu"])
    }

    /// Written after a wallet whose `DefaultThemePickerWireframe` (the class prefix on the wireframe
    /// only) gets its view from a generic storyboard helper into a typed local.
    func testAViewTheWireframeInstantiatesIntoATypedLocalIsItsView() {
        let model = InlineApp.model([
            ("Modules/ThemePicker/ThemePickerView.swift", "final class ThemePickerViewController: UIViewController {}"),
            ("Modules/ThemePicker/ThemePickerWireframe.swift", """
                final class DefaultThemePickerWireframe {
                    weak var parent: UIViewController?
                    func present() {
                        let vc: ThemePickerViewController = UIStoryboard(.dashboard).instantiate()
                        parent?.present(vc, animated: false)
                    }
                }
                """),
        ])
        XCTAssertEqual(model.modules.first?.components.map { "\($0.role.rawValue) \($0.type)" },
                       ["view ThemePickerViewController", "router DefaultThemePickerWireframe", "builder DefaultThemePickerWireframe"])
    }
}
