import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// Silence where the model is unsure: a finding in a module the model doubts is a note that says
/// why, and `check` does not fail on it; a module the code bears out keeps its errors.
final class DoubtedModuleFindingsTests: XCTestCase {
    func testAFindingInAModuleJoinedByNamesOnlyIsANoteThatSaysWhy() throws {
        let model = InlineApp.model([
            // News: a coordinator and a view controller that nothing creates together (names only), no presenter.
            ("News/NewsCoordinator.swift", "final class NewsCoordinator { func start() {} }"),
            ("News/NewsViewController.swift", "final class NewsViewController: UIViewController {}"),
            ("News/NewsInteractor.swift", "final class NewsInteractor {}"),
            // Home: built and wired by its builder, with an interactor, but no presenter either.
            ("Home/HomeBuilder.swift", """
                enum HomeBuilder {
                    static func build() -> UIViewController {
                        let view = HomeViewController()
                        let router = HomeRouter()
                        let interactor = HomeInteractor()
                        router.view = view
                        return view
                    }
                }
                """),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
            ("Home/HomeRouter.swift", "final class HomeRouter { weak var view: HomeViewController? }"),
            ("Home/HomeInteractor.swift", "final class HomeInteractor {}"),
        ])
        XCTAssertEqual(model.module(named: "News")?.confidence, .low)
        XCTAssertEqual(model.module(named: "Home")?.confidence, .high)
        let findings = RuleRunner(rules: [ModuleHasPresenterRule.self]).run(on: model)
        let news = try XCTUnwrap(findings.first { $0.module == "News" })
        XCTAssertEqual(news.severity, .note)
        XCTAssertTrue(news.message.hasSuffix("(a note, not an error: the model's confidence in module News is low; 'viper-docs explain News' says why)"),
                      news.message)
        XCTAssertEqual(findings.first { $0.module == "Home" }?.severity, .error, "a module the code bears out keeps its error")
    }
}
