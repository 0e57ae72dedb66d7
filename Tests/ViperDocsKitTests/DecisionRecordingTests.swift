import Architecture
import Foundation
import TestSupport
import ViperDocsKit
import XCTest

/// `check` and `graph` without `--explain` build the model without putting the passes' decisions
/// into words; the modules and findings are the same, and a model the cache stores keeps them.
final class DecisionRecordingTests: XCTestCase {
    static let app = [
        "Modules/Home/HomePresenter.swift": """
            protocol HomeViewInterface: AnyObject {}
            final class HomePresenter { var view: HomeViewInterface?; let wireframe: HomeWireframe; init(wireframe: HomeWireframe) { self.wireframe = wireframe } }
            """,
        "Modules/Home/HomeViewController.swift": "final class HomeViewController: UIViewController, HomeViewInterface { var presenter: HomePresenter! }",
        "Modules/Home/HomeWireframe.swift": """
            final class HomeWireframe {
                func make() -> UIViewController {
                    let view = HomeViewController()
                    let presenter = HomePresenter(wireframe: self)
                    view.presenter = presenter
                    presenter.view = view
                    return view
                }
            }
            """,
        "Modules/Login/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginViewController? }",
        "Modules/Login/LoginViewController.swift": "final class LoginViewController: UIViewController { var presenter: LoginPresenter! }",
        "Modules/Login/LoginBuilder.swift": "final class LoginBuilder { func build() { let v = LoginViewController(); v.presenter = LoginPresenter() } }",
    ]

    func testWithoutDecisionsTheModulesAndFindingsAreTheSame() async throws {
        let root = try temporaryApp(Self.app, named: "decisions")
        let explained = try await Analyzer.analyze(path: root.path, progress: Progress(quiet: true, total: 3))
        let plain = try await Analyzer.analyze(path: root.path, progress: Progress(quiet: true, total: 3), decisions: false)
        XCTAssertEqual(explained.model.modules.map(\.name), ["Home", "Login"])
        XCTAssertFalse(explained.model.decisions.isEmpty, "by default the model says why")
        XCTAssertEqual(plain.model.decisions, [], "none are recorded")
        XCTAssertEqual(plain.model.modules, explained.model.modules)
        XCTAssertEqual(plain.model.services, explained.model.services)
        XCTAssertEqual(plain.model.entities, explained.model.entities)
        XCTAssertEqual(plain.violations, explained.violations)
        XCTAssertFalse(plain.violations.isEmpty, "the app breaks a rule, so the findings are compared")
    }

    func testAModelTheCacheStoresKeepsItsDecisions() async throws {
        let root = try temporaryApp(Self.app, named: "decisions")
        let fresh = try await Analyzer.analyze(path: root.path, progress: Progress(quiet: true, total: 3))
        // A run that fills the cache keeps the decisions even when it needs none of them…
        let filling = try await Analyzer.analyze(path: root.path, cache: .on(toolVersion: "test"), progress: Progress(quiet: true, total: 3),
                                                 decisions: false)
        XCTAssertEqual(filling.model.decisions, fresh.model.decisions)
        // …so the build that takes its model says why as a fresh one does.
        let reusing = try await Analyzer.analyze(path: root.path, cache: .on(toolVersion: "test"), progress: Progress(quiet: true, total: 3))
        XCTAssertEqual(reusing.modelDigest, filling.modelDigest, "the stored model is the one reused")
        XCTAssertEqual(reusing.model.decisions, fresh.model.decisions)
        // A run that only reads the cache stores nothing, so it need not keep them.
        let reading = try await Analyzer.analyze(path: root.path, cache: .readOnly(toolVersion: "other"), progress: Progress(quiet: true, total: 3),
                                                 decisions: false)
        XCTAssertEqual(reading.model.decisions, [])
        XCTAssertEqual(reading.model.modules, fresh.model.modules)
    }
}
