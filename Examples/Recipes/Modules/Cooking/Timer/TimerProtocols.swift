import Foundation

protocol TimerRouter: AnyObject {
    func close()
}

protocol TimerPresenter: AnyObject {
    func viewDidLoad()
    func didTapStartPause()
    func didTapClose()
}

protocol TimerInteractor: AnyObject {
    var isRunning: Bool { get }
    func start(seconds: Int)
    func stop()
}

protocol TimerInteractorOutput: AnyObject {
    func didTick(remainingSeconds: Int)
}

protocol TimerView: AnyObject {
    func display(title: String)
    func display(time: String, isRunning: Bool)
}
