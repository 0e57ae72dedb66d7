@testable import Architecture
import XCTest

final class ResolveReferencesTests: XCTestCase {
    func testATargetsRoleComesFromItsTypeNeverFromThePropertysName() {
        let state = state(after: ResolveReferences.self, [
            ("Login/LoginProtocols.swift", """
                protocol LoginViewOutput: AnyObject {}
                protocol LoginInteractorOutput: AnyObject {}
                typealias LoginPresenterProtocol = LoginViewOutput & LoginInteractorOutput
                """),
            ("Login/LoginPresenter.swift", "final class LoginPresenter: LoginPresenterProtocol {\n weak var handler: AnyObject?\n let interactor: LoginInteractor\n}"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor { weak var delegate: LoginPresenterProtocol? }"),
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController { var eventHandler: LoginViewOutput! }"),
            ("Login/LoginBuilder.swift", """
                final class LoginBuilder {
                    func build() -> UIViewController {
                        let view = LoginViewController()
                        let interactor = LoginInteractor()
                        let presenter = LoginPresenter(interactor: interactor)
                        presenter.handler = view
                        view.eventHandler = presenter
                        return view
                    }
                }
                """),
        ])
        let login = state.module(named: "Login")
        XCTAssertEqual(login?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)" },
                       ["view.eventHandler->presenter strong", "presenter.handler->view weak",
                        "presenter.interactor->interactor strong", "interactor.delegate->presenter weak"])
        XCTAssertEqual(state.decisions.first { $0.subject == "LoginPresenter.handler" }?.reason, "an assembly assigns it a LoginViewController")
    }

    /// Written after a router that keeps the controller presenting its module (`parentVC`) beside its
    /// own view (`moduleVC`): the property typed only `UIViewController` is not the view a second time.
    func testAVaguelyTypedControllerBesideTheNamedViewIsAnotherController() {
        func references(alsoNamed: Bool) -> [String]? {
            state(after: ResolveReferences.self, [
                ("Compose/ComposeVC.swift", "final class ComposeVC: UIViewController { weak var output: ComposePresenter? }"),
                ("Compose/ComposePresenter.swift", "final class ComposePresenter { var router: ComposeRouter! }"),
                ("Compose/ComposeRouter.swift", """
                    final class ComposeRouter {
                        var parentVC: UIViewController?
                        \(alsoNamed ? "var moduleVC: ComposeVC?" : "")
                    }
                    """),
            ]).module(named: "Compose")?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue)" }
        }
        XCTAssertEqual(references(alsoNamed: false), ["view.output->presenter", "presenter.router->router", "router.parentVC->view"])
        XCTAssertEqual(references(alsoNamed: true), ["view.output->presenter", "presenter.router->router", "router.moduleVC->view"])
    }

    /// Two properties typed only `UIViewController` and none that names the view: the one called
    /// `viewController` is the view, the other (a container the router keeps) is left out.
    func testOfTwoVaguelyTypedControllersTheOneCalledViewControllerIsTheView() {
        let references = state(after: ResolveReferences.self, [
            ("SideMenu/SideMenuViewController.swift", "final class SideMenuViewController: UIViewController { var presenter: SideMenuPresenter! }"),
            ("SideMenu/SideMenuPresenter.swift", "final class SideMenuPresenter { var router: SideMenuRouter! }"),
            ("SideMenu/SideMenuRouter.swift", """
                final class SideMenuRouter {
                    var containerViewController: UIViewController?
                    weak var viewController: UIViewController?
                }
                """),
        ]).module(named: "SideMenu")?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)" }
        XCTAssertEqual(references, ["view.presenter->presenter strong", "presenter.router->router strong", "router.viewController->view weak"])
    }

    /// Written after Objective-C wireframes that keep the controller they present from, to dismiss
    /// from it later: the method has its own view in hand under another name, so the property typed
    /// only `UIViewController` is that other controller, not the view.
    func testAControllerStoredBesideTheViewInHandIsNotTheView() {
        func references(stored: String) -> [String]? {
            let s = state(after: ResolveReferences.self, [
                ("Popup/PopupViewController.h", "@interface PopupViewController : UIViewController\n@property (nonatomic, strong) id eventHandler;\n@end"),
                ("Popup/PopupPresenter.h", "@interface PopupPresenter : NSObject\n@property (nonatomic, strong) PopupWireframe *wireframe;\n@end"),
                ("Popup/PopupWireframe.h", "@interface PopupWireframe : NSObject\n@end"),
                ("Popup/PopupWireframe.m", """
                    @interface PopupWireframe ()
                    @property (strong, nonatomic) UIViewController *presentedViewController;
                    @end
                    @implementation PopupWireframe
                    - (void)presentFromViewController:(UIViewController *)viewController {
                        PopupPresenter *presenter = [PopupPresenter new];
                        presenter.wireframe = self;
                        PopupViewController *popup = [PopupViewController new];
                        popup.eventHandler = presenter;
                        [viewController presentViewController:popup animated:YES completion:nil];
                        self.presentedViewController = \(stored);
                    }
                    @end
                    """),
            ])
            return s.module(named: "Popup")?.references.filter { $0.from == .router }.map { "\($0.property)->\($0.to.rawValue)" }
        }
        XCTAssertEqual(references(stored: "viewController"), [])
        XCTAssertEqual(references(stored: "popup"), ["presentedViewController->view"])
    }
}
