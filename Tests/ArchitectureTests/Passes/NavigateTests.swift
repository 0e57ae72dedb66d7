@testable import Architecture
import XCTest

final class NavigateTests: XCTestCase {
    func testARouterThatCreatesAnotherModulesRouterOpensIt() {
        let state = state(after: Navigate.self, [
            ("Home/HomePresenter.swift", "final class HomePresenter { let router: HomeRouter }"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
            ("Home/HomeRouter.swift", "final class HomeRouter { func openDetails() { let next = DetailsRouter() } }"),
            ("Details/DetailsPresenter.swift", "final class DetailsPresenter { let router: DetailsRouter }"),
            ("Details/DetailsViewController.swift", "final class DetailsViewController: UIViewController {}"),
            ("Details/DetailsRouter.swift", "final class DetailsRouter {}"),
        ])
        XCTAssertEqual(state.module(named: "Home")?.navigatesTo, ["Details"])
        XCTAssertEqual(state.module(named: "Details")?.navigatesTo, [])
        XCTAssertEqual(state.verdicts("module Home"), ["opens Details"])
    }
}
