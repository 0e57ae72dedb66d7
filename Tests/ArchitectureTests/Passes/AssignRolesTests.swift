@testable import Architecture
import XCTest

final class AssignRolesTests: XCTestCase {
    func testEveryAssemblerIsABuilderAndALonePresenterIsNoModule() {
        let state = state(after: AssignRoles.self, [
            ("Home/HomeRouter.swift", """
                final class HomeRouter {
                    static func createModule() -> UIViewController {
                        let view = HomeViewController()
                        let presenter = HomePresenter()
                        let interactor = HomeInteractor()
                        view.presenter = presenter
                        presenter.interactor = interactor
                        return view
                    }
                }
                """),
            ("Home/HomePresenter.swift", "final class HomePresenter { var interactor: HomeInteractor? }"),
            ("Home/HomeInteractor.swift", "final class HomeInteractor {}"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController { var presenter: HomePresenter! }"),
            ("Feed/FeedPresenter.swift", "final class FeedPresenter {}"),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController { var presenter: FeedPresenter! }"),
            ("App/AppAssembly.swift", """
                final class AppAssembly {
                    func makeFeed() -> UIViewController {
                        let view = FeedViewController()
                        view.presenter = FeedPresenter()
                        return view
                    }
                    func makeOther() -> UIViewController { let view = HomeViewController(); view.presenter = HomePresenter(); return view }
                }
                """),
            ("Shared/AlertPresenter.swift", "final class AlertPresenter {}"),
            ("Cells/PlayerCellPresenter.swift", "struct PlayerCellPresenter {}"),
        ])
        XCTAssertEqual(state.modules.map(\.name), ["Feed", "Home"])
        XCTAssertEqual(state.summary("Home"), ["view:HomeViewController", "presenter:HomePresenter", "interactor:HomeInteractor",
                                               "router:HomeRouter", "builder:AppAssembly.makeOther", "builder:HomeRouter"])
        XCTAssertEqual(state.summary("Feed"), ["view:FeedViewController", "presenter:FeedPresenter", "builder:AppAssembly.makeFeed"])
        XCTAssertEqual(state.verdicts("AlertPresenter").last, "✗ no module Alert")
        XCTAssertEqual(state.verdicts("PlayerCellPresenter").last, "✗ no module PlayerCell")
        XCTAssertEqual(state.central["AppAssembly"], ["makeFeed": "Feed", "makeOther": "Home"])
    }
}

final class ModuleNamesTests: XCTestCase {
    func testTwoModulesOfOneNameAreToldApartByTheirFolders() {
        let state = state(after: AssignRoles.self, [
            ("Modules/Home/HomePresenter.swift", "final class HomePresenter { weak var view: HomeViewController? }"),
            ("Modules/Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
            ("Legacy/Home/LegacyHomePresenter.swift", "final class LegacyHomePresenter { weak var view: LegacyHomeViewController? }"),
            ("Legacy/Home/LegacyHomeViewController.swift", "final class LegacyHomeViewController: UIViewController {}"),
        ])
        XCTAssertEqual(state.modules.map(\.name).sorted(), ["Home (Legacy/Home)", "Home (Modules/Home)"], "names stay unique")
    }
}
