import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Coordinators that answer a screen's output by making a child coordinator and starting it: the screen
/// opens what the child's `start()` opens. Written after a wallet app whose flows are ~20 coordinators.
final class ChildCoordinatorTests: XCTestCase {
    /// A screen module: an assembly's static `module(output:)` that makes the view and the presenter.
    private static func screen(_ name: String, calls: String = "") -> [(path: String, code: String)] {
        [
            ("Modules/\(name)/\(name)Assembly.swift", """
                enum \(name)Assembly {
                    static func module(output: \(name)ModuleOutput?) -> UIViewController {
                        let presenter = \(name)Presenter()
                        presenter.output = output
                        let view = \(name)ViewController(presenter: presenter)
                        presenter.view = view
                        return view
                    }
                }
                """),
            ("Modules/\(name)/\(name)Presenter.swift", """
                protocol \(name)ModuleOutput: AnyObject { func didTapNext() }
                final class \(name)Presenter {
                    weak var view: \(name)ViewController?
                    weak var output: \(name)ModuleOutput?
                    func next() { \(calls) }
                }
                """),
            ("Modules/\(name)/\(name)ViewController.swift", """
                final class \(name)ViewController: UIViewController {
                    let presenter: \(name)Presenter
                    init(presenter: \(name)Presenter) { self.presenter = presenter }
                }
                """),
        ]
    }

    func testAScreenOpensTheFirstScreenOfTheChildCoordinatorItsCoordinatorStarts() {
        let model = InlineApp.model(Self.screen("Wallet", calls: "output?.didTapNext()") + Self.screen("SendRecipient") + [
            ("Flows/WalletCoordinator.swift", """
                final class WalletCoordinator: Coordinator, WalletModuleOutput {
                    let assembly = FlowAssembly()
                    func start() { router.setRoot(WalletAssembly.module(output: self)) }
                    func didTapNext() { openSend() }
                    private func openSend() {
                        let coordinator = assembly.sendCoordinator(router: router)
                        addChild(coordinator)
                        coordinator.start()
                    }
                }
                """),
            ("Flows/FlowAssembly.swift", """
                final class FlowAssembly {
                    func sendCoordinator(router: Router) -> SendCoordinator { SendCoordinator(router: router) }
                }
                """),
            ("Flows/SendCoordinator.swift", """
                final class SendCoordinator: Coordinator, SendRecipientModuleOutput {
                    override func start() { openRecipient() }
                    private func openRecipient() { router.push(SendRecipientAssembly.module(output: self)) }
                    func didTapNext() {}
                }
                """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["SendRecipient", "Wallet"])
        XCTAssertEqual(model.module(named: "Wallet")?.navigatesTo, ["SendRecipient"])
    }

    /// One screen in two flows: both coordinators answer its output, and each opens what its own method
    /// opens (2FAS's pairing screen, shown by the pairing flow and by the permissions flow).
    func testAScreenWhoseOutputTwoCoordinatorsAnswerOpensWhatEachOpens() {
        let flow = { (name: String, next: String) -> (path: String, code: String) in
            ("Flows/\(name).swift", """
                final class \(name): PairingModuleOutput {
                    let navigation = UINavigationController()
                    func didTapNext() { navigation.pushViewController(\(next)Assembly.module(output: nil), animated: true) }
                }
                """)
        }
        let model = InlineApp.model(Self.screen("Pairing", calls: "output?.didTapNext()") + Self.screen("Success") + Self.screen("Failure")
            + [flow("PairingFlow", "Success"), flow("PermissionsFlow", "Failure")])
        XCTAssertEqual(model.module(named: "Pairing")?.navigatesTo, ["Failure", "Success"])
    }
}
