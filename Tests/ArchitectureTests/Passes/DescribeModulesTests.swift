@testable import Architecture
import XCTest

final class DescribeModulesTests: XCTestCase {
    func testTheDialectsDescriptorsGiveTheStyleAndTheModulesProtocols() {
        let state = state(after: DescribeModules.self, [
            ("Home/HomeInterfaces.swift", "protocol HomeViewInterface: AnyObject {}\nprotocol HomePresenterInterface: AnyObject {}"),
            ("Home/HomePresenter.swift", "final class HomePresenter: HomePresenterInterface { unowned let view: HomeViewInterface }"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController, HomeViewInterface {}"),
            ("Feed/FeedContract.swift", "protocol FeedView: AnyObject {}"),
            ("Feed/FeedPresenter.swift", "final class FeedPresenter { weak var view: FeedView? }"),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController, FeedView {}"),
        ])
        XCTAssertEqual(state.module(named: "Home")?.style, .infinum)
        XCTAssertEqual(state.module(named: "Feed")?.style, .contract)
        XCTAssertEqual(state.module(named: "Home")?.protocols.map(\.name), ["HomePresenterInterface", "HomeViewInterface"])
        XCTAssertEqual(state.verdicts("module Feed"), ["style contract"])
    }
}
