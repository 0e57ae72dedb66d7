import Architecture
import SourceScanner
import TestSupport
import XCTest

/// `roles: modules: [Features/*]` in the configuration: a folder is a module, whatever the names say.
final class ModuleFoldersTests: XCTestCase {
    let files: [(path: String, code: String)] = [
        ("Features/Login/SignInViewController.swift", "final class SignInViewController: UIViewController { var presenter: AuthPresenter! }"),
        ("Features/Login/AuthPresenter.swift", "final class AuthPresenter { weak var view: SignInViewController?; let router: LoginRouter }"),
        ("Features/Login/LoginRouter.swift", """
            final class LoginRouter {
                static func build() -> UIViewController {
                    let view = SignInViewController()
                    view.presenter = AuthPresenter(view: view, router: LoginRouter())
                    return view
                }
            }
            """),
    ]

    func testWithoutModuleFoldersNamesDecide() {
        let names = InlineApp.model(files).modules.map(\.name)
        XCTAssertNotEqual(names, ["Login"], "three name prefixes, so not one module by names alone: \(names)")
    }

    func testAModuleFolderMakesOneModuleNamedAfterIt() {
        let facts = InlineApp.facts(files)
        let model = ModelBuilder(files: facts, naming: RoleNamingConfiguration(moduleFolders: ["Features/*"])).build()
        XCTAssertEqual(model.modules.map(\.name), ["Login"])
        XCTAssertEqual(model.modules.first?.components.map { "\($0.role.rawValue):\($0.type)" },
                       ["view:SignInViewController", "presenter:AuthPresenter", "router:LoginRouter", "builder:LoginRouter"])
        XCTAssertEqual(model.modules.first?.references.map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)" },
                       ["view.presenter->presenter strong", "presenter.view->view weak", "presenter.router->router strong"])
    }
}
