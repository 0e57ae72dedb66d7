import Architecture
import Rules
import SourceScanner
import TestSupport
import XCTest

final class SuppressionTests: XCTestCase {
    private func check(presenter: String, configuration: RuleConfiguration = .default) -> [Violation] {
        let files: [(path: String, code: String)] = [
            ("Modules/Home/HomeInterfaces.swift", "protocol HomeViewInterface: AnyObject {}\nprotocol HomePresenterInterface: AnyObject {}"),
            ("Modules/Home/HomePresenter.swift", presenter),
            ("Modules/Home/HomeViewController.swift", """
                final class HomeViewController: UIViewController, HomeViewInterface {
                    var presenter: HomePresenterInterface!
                }
                """),
            ("Modules/Home/HomeWireframe.swift", "final class HomeWireframe { init() { let p = HomePresenter(view: HomeViewController()) } }"),
        ]
        return RuleRunner(rules: [PresenterHoldsViewWeaklyRule.self], configuration: configuration).run(on: InlineApp.model(files))
    }

    func testNextThisAndRegions() {
        XCTAssertEqual(check(presenter: "final class HomePresenter: HomePresenterInterface {\n    private let view: HomeViewInterface\n}").map(\.rule),
                       ["presenter-holds-view-weakly"])
        XCTAssertEqual(check(presenter: """
            final class HomePresenter: HomePresenterInterface {
                // viper-docs:disable:next presenter-holds-view-weakly
                private let view: HomeViewInterface
            }
            """), [])
        XCTAssertEqual(check(presenter: """
            final class HomePresenter: HomePresenterInterface {
                private let view: HomeViewInterface // viper-docs:disable:this presenter-holds-view-weakly
            }
            """), [])
        XCTAssertEqual(check(presenter: """
            /* viper-docs:disable presenter-holds-view-weakly */
            final class HomePresenter: HomePresenterInterface {
                private let view: HomeViewInterface
            }
            // viper-docs:enable presenter-holds-view-weakly
            """), [])
    }

    func testASuppressionOfAnotherRuleOrLineDoesNotHide() {
        let found = check(presenter: """
            final class HomePresenter: HomePresenterInterface {
                // viper-docs:disable:next some-other-rule
                private let view: HomeViewInterface
            }
            """)
        XCTAssertEqual(found.map(\.rule), ["presenter-holds-view-weakly"])
    }

    func testASuppressionThatSuppressesNothingIsANote() {
        let found = check(presenter: """
            final class HomePresenter: HomePresenterInterface {
                // viper-docs:disable:next presenter-holds-view-weakly
                private weak var view: HomeViewInterface?
            }
            """)
        XCTAssertEqual(found.map(\.rule), ["superfluous-suppression"])
        XCTAssertEqual(found.first?.severity, .note)
        XCTAssertEqual(found.first?.location.line, 2)
        XCTAssertEqual(found.first?.module, "Home")
    }

    func testConfigurationChangesSeverityTurnsOffAndExcludes() {
        let strong = "final class HomePresenter: HomePresenterInterface {\n    private let view: HomeViewInterface\n}"
        XCTAssertEqual(check(presenter: strong, configuration: RuleConfiguration(severities: ["presenter-holds-view-weakly": .warning])).map(\.severity), [.warning])
        XCTAssertEqual(check(presenter: strong, configuration: RuleConfiguration(severities: ["presenter-holds-view-weakly": Severity?.none])), [])
        XCTAssertEqual(check(presenter: strong, configuration: RuleConfiguration(excludedPaths: ["presenter-holds-view-weakly": ["Modules/**"]])), [])
        XCTAssertEqual(check(presenter: strong, configuration: RuleConfiguration(excludedPaths: ["presenter-holds-view-weakly": ["Other"]])).count, 1)
    }

    func testGlobs() {
        XCTAssertTrue(Glob.matches("Modules/Legacy", "Modules/Legacy/A.swift"))
        XCTAssertFalse(Glob.matches("Modules/Legacy", "Modules/LegacyB/A.swift"))
        XCTAssertTrue(Glob.matches("Modules/*/Home/*.swift", "Modules/Shows/Home/HomePresenter.swift"))
        XCTAssertFalse(Glob.matches("Modules/*.swift", "Modules/Shows/Home.swift"))
        XCTAssertTrue(Glob.matches("**/Legacy/**", "App/Modules/Legacy/X/A.swift"))
        XCTAssertTrue(Glob.matches("**/*Presenter.swift", "HomePresenter.swift"))
        XCTAssertTrue(Glob.matches("Pods", "Pods/X/Y.swift"))
    }
}
