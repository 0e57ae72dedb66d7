import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// Written for this project after a production app whose presenters are view controllers that install
/// a plain `UIView` (the module's view) as their root view: the controller owns its view, and the view
/// reaches back through a weak delegate, as UIKit has it. Neither ownership rule fires there.
final class ControllerRootViewTests: XCTestCase {
    /// The module's view: a plain `UIView` that reaches its controller through a weak delegate.
    private static let coinView = ("Coin/View/CoinScreenView.swift", """
        protocol CoinScreenViewOutput: AnyObject {}
        protocol CoinScreenViewInput: AnyObject {}
        final class CoinScreenView: UIView, CoinScreenViewInput { weak var output: CoinScreenViewOutput? }
        """)

    func testAViewControllerPresenterOwnsItsRootViewAndTheViewPointsBackWeakly() {
        let model = InlineApp.model([
            ("Coin/Presenter/CoinScreenViewController.swift", """
                protocol CoinScreenModuleInput {}
                final class CoinScreenViewController: UIViewController, CoinScreenModuleInput, CoinScreenViewOutput {
                    private let moduleView: CoinScreenViewInput
                    init(moduleView: CoinScreenViewInput) { self.moduleView = moduleView }
                }
                """),
            Self.coinView,
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

    /// The same, with the classes named through typealiased compositions and a design system's
    /// `ViewController` base class from a package outside the scan.
    func testTheSuperclassOfATypealiasedCompositionIsItsClass() {
        let model = InlineApp.model([
            ("Coin/Presenter/CoinScreenViewController.swift", """
                protocol CoinScreenModuleInput {}
                typealias CoinScreenModule = ViewController & CoinScreenModuleInput
                final class CoinScreenViewController: CoinScreenModule {
                    private let moduleView: CoinScreenViewProtocol
                    init(moduleView: CoinScreenViewProtocol) { self.moduleView = moduleView }
                }
                extension CoinScreenViewController: CoinScreenViewOutput {}
                """),
            ("Coin/View/CoinScreenView.swift", """
                protocol CoinScreenViewOutput: AnyObject {}
                protocol CoinScreenViewInput {}
                typealias CoinScreenViewProtocol = UIView & CoinScreenViewInput
                final class CoinScreenView: CoinScreenViewProtocol { weak var output: CoinScreenViewOutput? }
                """),
        ])
        let types = model.index.types
        XCTAssertTrue(types.isViewController("CoinScreenViewController"), "ViewController, outside the scan, is a view controller by its name")
        XCTAssertTrue(types.isViewKind("CoinScreenView"))
        XCTAssertFalse(types.isViewController("CoinScreenView"))
    }

    /// The presenter that is a view controller imports UIKit because it is one: a note that says so,
    /// never a warning whose advice ('import Foundation') cannot be followed. A plain presenter still warns.
    func testAViewControllerPresentersUIKitImportIsANote() {
        let model = InlineApp.model([
            ("Coin/Presenter/CoinScreenViewController.swift", """
                import UIKit
                final class CoinScreenViewController: UIViewController, CoinScreenViewOutput {
                    private let moduleView: CoinScreenViewInput
                    init(moduleView: CoinScreenViewInput) { self.moduleView = moduleView }
                }
                """),
            Self.coinView,
            ("Dice/DicePresenter.swift", """
                import UIKit
                final class DicePresenter { weak var view: DiceViewController? }
                """),
            ("Dice/DiceViewController.swift", "final class DiceViewController: UIViewController { var presenter: DicePresenter! }"),
        ])
        let findings = RuleRunner(rules: [PresenterDoesNotImportUIRule.self]).run(on: model)
        XCTAssertEqual(findings.map(\.module), ["CoinScreen", "Dice"])
        XCTAssertEqual(findings.map(\.severity), [.note, .warning])
        XCTAssertTrue(findings[0].message.contains("CoinScreenViewController is itself a UIKit view controller"), findings[0].message)
    }
}
