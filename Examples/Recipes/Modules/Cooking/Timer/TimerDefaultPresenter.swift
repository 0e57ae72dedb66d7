import Foundation

final class TimerDefaultPresenter {

    weak var view: TimerView?
    let interactor: TimerInteractor
    let router: TimerRouter

    private let title: String
    private var remainingSeconds: Int

    init(minutes: Int, title: String, interactor: TimerInteractor, router: TimerRouter) {
        self.title = title
        self.remainingSeconds = minutes * 60
        self.interactor = interactor
        self.router = router
    }

    private func format(_ seconds: Int) -> String {
        String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }
}

extension TimerDefaultPresenter: TimerPresenter {

    func viewDidLoad() {
        view?.display(title: title)
        view?.display(time: format(remainingSeconds), isRunning: false)
    }

    func didTapStartPause() {
        if interactor.isRunning {
            interactor.stop()
            view?.display(time: format(remainingSeconds), isRunning: false)
        } else {
            interactor.start(seconds: remainingSeconds)
        }
    }

    func didTapClose() {
        interactor.stop()
        router.close()
    }
}

extension TimerDefaultPresenter: TimerInteractorOutput {

    func didTick(remainingSeconds: Int) {
        self.remainingSeconds = remainingSeconds
        view?.display(time: format(remainingSeconds), isRunning: remainingSeconds > 0)
    }
}
