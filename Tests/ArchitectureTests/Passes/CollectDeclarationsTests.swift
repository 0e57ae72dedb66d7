@testable import Architecture
import XCTest

final class CollectDeclarationsTests: XCTestCase {
    func testTestCodeTemplatesAndIgnoredTypesAreLeftOutAndListed() {
        let state = state(after: CollectDeclarations.self, [
            ("App/Home/HomePresenter.swift", "final class HomePresenter {}"),
            ("App/Home/HomeChecks.swift", "final class HomeChecks: XCTestCase {}\nfinal class HomePresenterMock {}"),
            ("App/Template/___VARIABLE_name___Presenter.swift", "final class ___VARIABLE_name___Presenter {}"),
            ("App/Legacy/OldPresenter.swift", "final class OldPresenter {}"),
        ], overrides: ModelOverrides(ignore: ["App/Legacy/**"]))
        XCTAssertEqual(state.typeNames, ["HomePresenter"])
        XCTAssertEqual(state.verdicts("HomePresenterMock"), ["left out"], "a mock beside an XCTestCase is test code")
        XCTAssertEqual(state.excluded.map(\.path).sorted(),
                       ["App/Home/HomeChecks.swift", "App/Legacy/OldPresenter.swift", "App/Template/___VARIABLE_name___Presenter.swift"])
    }
}
