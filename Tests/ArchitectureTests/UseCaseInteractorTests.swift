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
}
