@testable import Architecture
import XCTest

final class ResolveConformancesTests: XCTestCase {
    func testATypealiasOfACompositionStandsForWhatAdoptsItsProtocols() {
        let state = state(after: ResolveConformances.self, [
            ("Login/LoginProtocols.swift", """
                protocol LoginPresentable: AnyObject {}
                protocol LoginViewDelegate: AnyObject {}
                typealias LoginPresenterProtocol = LoginPresentable & LoginViewDelegate
                """),
            ("Login/LoginPresenter.swift", "final class LoginPresenter: LoginPresenterProtocol {}"),
        ])
        XCTAssertEqual(state.index.resolved("LoginPresenterProtocol"), ["LoginPresentable", "LoginViewDelegate"])
        XCTAssertTrue(state.index.isProtocol("LoginPresenterProtocol"))
        XCTAssertEqual(state.index.conformers(of: "LoginPresenterProtocol"), ["LoginPresenter"])
        XCTAssertEqual(state.verdicts("LoginPresenterProtocol"), ["stands for LoginPresentable & LoginViewDelegate"])
    }
}
