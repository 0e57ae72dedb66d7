import Foundation

final class TimerDefaultInteractor {

    weak var output: TimerInteractorOutput?

    private let timerService: TimerService

    init(timerService: TimerService) {
        self.timerService = timerService
    }
}

extension TimerDefaultInteractor: TimerInteractor {

    var isRunning: Bool {
        timerService.isRunning
    }

    func start(seconds: Int) {
        timerService.start(seconds: TimeInterval(seconds)) { [weak self] remaining in
            self?.output?.didTick(remainingSeconds: Int(remaining))
        }
    }

    func stop() {
        timerService.stop()
    }
}
