import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// Written for this project after a production app whose presenters are view controllers that install
/// a plain `UIView` (the module's view) as their root view: the controller owns its view, and the view
/// reaches back through a weak delegate, as UIKit has it. Neither ownership rule fires there.
final class ControllerRootViewTests: XCTestCase {
    func testAViewControllerPresenterOwnsItsRootViewAndTheViewPointsBackWeakly() {
        let model = InlineApp.model([
            ("Coin/Presenter/CoinScreenViewController.swift", """
                protocol CoinScreenModuleInput {}
                final class CoinScreenViewController: UIViewController, CoinScreenModuleInput, CoinScreenViewOutput {
                    private let moduleView: CoinScreenViewInput
                    init(moduleView: CoinScreenViewInput) { self.moduleView = moduleView }
                }
                """),
            ("Coin/View/CoinScreenView.swift", """
                protocol CoinScreenViewOutput: AnyObject {}
                protocol CoinScreenViewInput: AnyObject {}
                final class CoinScreenView: UIView, CoinScreenViewInput { weak var output: CoinScreenViewOutput? }
                """),
            ("Coin/Assembly/CoinScreenAssembly.swift", """
                final class CoinScreenAssembly {
                    func createModule() -> UIViewController {
                        let view = CoinScreenView()
                        let presenter = CoinScreenViewController(moduleView: view)
                        view.output = presenter
                        return presenter
                    }
                }
                """),
        ])
        XCTAssertEqual(model.module(named: "CoinScreen")?.component(.presenter)?.type, "CoinScreenViewController")
        XCTAssertEqual(model.module(named: "CoinScreen")?.component(.view)?.type, "CoinScreenView")
        let findings = RuleRunner(rules: [PresenterHoldsViewWeaklyRule.self, ViewHoldsPresenterStronglyRule.self]).run(on: model)
        XCTAssertEqual(findings.map(\.rule), [])
    }
}
