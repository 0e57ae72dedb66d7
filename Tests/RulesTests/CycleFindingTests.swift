import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// A cycle is reported once, as its edges in order, each a property the type named declares.
final class CycleFindingTests: XCTestCase {
    private func cycles(in model: AppModel) -> [String] {
        RuleRunner(rules: [NoStrongReferenceCycleRule.self]).run(on: model).map(\.message)
    }

    /// Home's presenter holds its view strongly, and the view its presenter: one true cycle.
    private func home() -> AppModel {
        InlineApp.model(InfinumExample.module(presenterView: "private let view: HomeViewInterface", extraFiles: [
            ExampleFile("Modules/Home/HomeHeaderView.swift", "final class HomeHeaderView: UIView { var title = \"\" }"),
        ]).pairs)
    }

    private let truth = "strong reference cycle in module Home: HomePresenter.view → HomeViewController.presenter → HomePresenter; "
        + "make one of these references weak (usually the one back to the view or the presenter)"

    func testTheHolderIsTheTypeThatDeclaresTheProperty() throws {
        var model = home()
        XCTAssertEqual(cycles(in: model), [truth])
        // A second view in the module, first by name, declares no 'presenter' and adopts no view interface.
        let m = try XCTUnwrap(model.modules.firstIndex { $0.name == "Home" })
        model.modules[m].add(Component(role: .view, type: "HomeHeaderView",
                                       location: SourceLocation(file: "Modules/Home/HomeHeaderView.swift", line: 1, column: 13)))
        XCTAssertEqual(model.modules[m].component(.view)?.type, "HomeHeaderView")
        XCTAssertEqual(cycles(in: model), [truth])
    }

    func testACycleThroughTypesTwoModulesShareIsReportedOnce() throws {
        var model = home()
        var copy = try XCTUnwrap(model.modules.first { $0.name == "Home" })
        copy.name = "Search"
        model.modules.append(copy)
        XCTAssertEqual(cycles(in: model).count, 1)
    }
}
