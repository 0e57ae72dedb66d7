@testable import Architecture
import XCTest

final class ServicesAndEntitiesTests: XCTestCase {
    func testWhatTheInteractorHoldsIsAServiceAndWhatItGivesIsAnEntity() {
        let state = state(after: ServicesAndEntities.self, [
            ("Home/HomePresenter.swift", "final class HomePresenter { let interactor: HomeInteractor\n weak var view: HomeViewController? }"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController { var presenter: HomePresenter! }"),
            ("Home/HomeInteractor.swift", "final class HomeInteractor {\n let service: ShowService\n func shows() -> [Show] { [] }\n}"),
            ("Services/ShowService.swift", "final class ShowService { func load() -> [Show] { [] } }"),
            ("Entities/Show.swift", "struct Show { let title: String }"),
        ])
        XCTAssertEqual(state.services.map(\.name), ["ShowService"])
        XCTAssertEqual(state.entities.map(\.name), ["Show"])
        XCTAssertEqual(state.services.first?.usedBy, ["Home"])
    }
}
