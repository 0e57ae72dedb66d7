@testable import Architecture
import XCTest

final class AssignModulesTests: XCTestCase {
    func testTheCodeCorrectsWhatTheNamesSay() {
        let state = state(after: AssignModules.self, [
            ("Reset/ResetPasswordRouter.swift", """
                final class ResetPasswordRouter {
                    static func createModule() -> UIViewController {
                        let view = ResetPasswrdViewController()
                        let presenter = ResetPasswortPresenter()
                        let interactor = ResetPasswordInteractor()
                        view.presenter = presenter
                        return view
                    }
                }
                """),
            ("Reset/ResetPasswortPresenter.swift", "final class ResetPasswortPresenter {}"),
            ("Reset/ResetPasswordInteractor.swift", "final class ResetPasswordInteractor {}"),
            ("Reset/ResetPasswrdViewController.swift", "final class ResetPasswrdViewController: UIViewController { var presenter: ResetPasswortPresenter! }"),
            ("List/ListPresenter.swift", "final class ListPresenter {}"),
            ("List/ListWireframe.swift", """
                final class ListWireframe {
                    var listPresenter: ListPresenter!
                    func present() {
                        let controller = CharactersCollectionController()
                        self.listPresenter.userInterface = controller
                    }
                }
                """),
            ("List/CharactersCollectionController.swift", "final class CharactersCollectionController: UICollectionViewController {}"),
        ])
        let keys = Dictionary(state.candidates.map { ($0.info.name, $0.key) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(keys["ResetPasswortPresenter"], "ResetPassword", "its router creates it")
        XCTAssertEqual(keys["ResetPasswrdViewController"], "ResetPassword")
        XCTAssertEqual(keys["CharactersCollectionController"], "List", "the wireframe wires it to the list's presenter")
        XCTAssertEqual(state.verdicts("CharactersCollectionController").last, "module List, its view")
    }

    func testTheConfigurationsModulesWin() {
        let state = state(after: AssignModules.self, [
            ("Features/Auth/SignInInteractor.swift", "final class SignInInteractor {}"),
            ("Features/Auth/LoginPresenter.swift", "final class LoginPresenter {}"),
        ], overrides: ModelOverrides(modules: ["Login": ["Features/Auth/**"]]))
        XCTAssertEqual(Set(state.candidates.map(\.key)), ["Login"])
    }
}
