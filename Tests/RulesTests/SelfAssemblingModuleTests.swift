import Architecture
@testable import Rules
import TestSupport
import XCTest

/// A SwiftUI screen whose view makes its presenter, which makes its interactor, assembles itself:
/// `module-has-assembler` says so in a note instead of asking for a builder (written after an app of
/// 37 such screens, each `enum <Name>` with a `RootView`, a `StateModel` and a `Provider`).
final class SelfAssemblingModuleTests: XCTestCase {
    private func findings(viewMakesPresenter: Bool) -> [Violation] {
        let state = viewMakesPresenter ? "@StateObject var presenter = HomePresenter()" : "@ObservedObject var presenter: HomePresenter"
        return RuleRunner(rules: [ModuleHasAssemblerRule.self]).run(on: InlineApp.model([
            ("Home/HomeView.swift", "struct HomeView: View {\n    \(state)\n    var body: some View { Text(\"\") }\n}"),
            ("Home/HomePresenter.swift", "final class HomePresenter: ObservableObject {\n    private let interactor = HomeInteractor()\n}"),
            ("Home/HomeInteractor.swift", "final class HomeInteractor {}"),
        ]))
    }

    func testAViewThatMakesItsPresenterWhichMakesItsInteractorIsANote() {
        let found = findings(viewMakesPresenter: true)
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found.first?.message.hasSuffix("(a note, not a warning: the module assembles itself, HomeView makes HomePresenter, "
            + "which makes HomeInteractor, as SwiftUI screens do)") ?? false, found.first?.message ?? "nothing")
    }

    func testAPresenterHandedToTheViewLeavesTheWarning() {
        XCTAssertEqual(findings(viewMakesPresenter: false).map(\.severity), [.warning])
    }
}
