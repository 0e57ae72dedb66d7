import Architecture
import TestSupport
import XCTest

/// Written after a recording screen whose presenter makes and keeps three use-case interactors of
/// its own (camera, timer, thumbnails), each calling it back through a delegate: all three are the
/// module's interactors. An interactor the presenter only holds (made elsewhere) is not added so.
final class UseCaseInteractorTests: XCTestCase {
    private func interactors(makesTimer: Bool) -> [String]? {
        InlineApp.model([
            ("Record/RecordViewController.swift", "final class RecordViewController: UIViewController { var eventHandler: RecordPresenter! }"),
            ("Record/RecordWireframe.swift", "final class RecordWireframe { var presenter: RecordPresenter! }"),
            ("Record/RecordPresenter.swift", """
                final class RecordPresenter: CameraInteractorDelegate, TimerInteractorDelegate {
                    var controller: RecordViewController?
                    var wireframe: RecordWireframe!
                    var cameraInteractor: CameraInteractor?
                    var timerInteractor: TimerInteractor?
                    func start() {
                        cameraInteractor = CameraInteractor(delegate: self)
                        \(makesTimer ? "timerInteractor = TimerInteractor(delegate: self)" : "")
                    }
                }
                """),
            ("Record/CameraInteractor.swift", """
                protocol CameraInteractorDelegate: AnyObject {}
                final class CameraInteractor { var delegate: CameraInteractorDelegate?; init(delegate: CameraInteractorDelegate) { self.delegate = delegate } }
                """),
            ("Record/TimerInteractor.swift", """
                protocol TimerInteractorDelegate: AnyObject {}
                final class TimerInteractor { var delegate: TimerInteractorDelegate?; init(delegate: TimerInteractorDelegate) { self.delegate = delegate } }
                """),
        ]).module(named: "Record")?.components.filter { $0.role == .interactor }.map(\.type).sorted()
    }

    func testEachUseCaseThePresenterMakesAndKeepsIsAnInteractorOfTheModule() {
        XCTAssertEqual(interactors(makesTimer: true), ["CameraInteractor", "TimerInteractor"])
        XCTAssertEqual(interactors(makesTimer: false), ["CameraInteractor"])
    }

    /// Written after a wallet whose module folder holds `DefaultMnemonicConfirmationService`, which the
    /// module's factory makes and its presenter keeps, and no interactor: that object is the interactor,
    /// whatever its suffix; a service from outside the folder is not.
    func testTheModulesOwnServiceThatItsFactoryMakesIsItsInteractor() {
        func interactor(folder: String) -> String? {
            InlineApp.model([
                ("Modules/Confirm/ConfirmView.swift", "final class ConfirmViewController: UIViewController { var presenter: DefaultConfirmPresenter! }"),
                ("Modules/Confirm/ConfirmPresenter.swift", """
                    protocol ConfirmService: AnyObject { func check() -> Bool }
                    final class DefaultConfirmPresenter {
                        weak var view: ConfirmViewController?
                        let wireframe: ConfirmWireframe
                        private let service: ConfirmService
                        init(view: ConfirmViewController, wireframe: ConfirmWireframe, service: ConfirmService) {
                            self.view = view; self.wireframe = wireframe; self.service = service
                        }
                    }
                    """),
                ("Modules/Confirm/ConfirmWireframe.swift", """
                    protocol ConfirmWireframe: AnyObject { func present() }
                    final class DefaultConfirmWireframe: ConfirmWireframe {
                        private let service: ConfirmService
                        init(service: ConfirmService) { self.service = service }
                        func present() {
                            let view = ConfirmViewController()
                            view.presenter = DefaultConfirmPresenter(view: view, wireframe: self, service: service)
                        }
                    }
                    """),
                ("Modules/Confirm/ConfirmWireframeFactory.swift", """
                    final class DefaultConfirmWireframeFactory {
                        func make() -> ConfirmWireframe { DefaultConfirmWireframe(service: DefaultConfirmService()) }
                    }
                    """),
                ("\(folder)/ConfirmService.swift", "final class DefaultConfirmService: ConfirmService { func check() -> Bool { true } }"),
            ]).module(named: "Confirm")?.component(.interactor)?.type
        }
        XCTAssertEqual(interactor(folder: "Modules/Confirm"), "DefaultConfirmService")
        XCTAssertNil(interactor(folder: "Services"))
    }
}
