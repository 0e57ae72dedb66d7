import Foundation

/// Counts down one cooking timer at a time.
final class TimerService {

    static let shared = TimerService()

    private var timer: Timer?
    private var remaining: TimeInterval = 0
    private var onTick: ((TimeInterval) -> Void)?

    var isRunning: Bool { timer != nil }

    func start(seconds: TimeInterval, onTick: @escaping (TimeInterval) -> Void) {
        stop()
        remaining = seconds
        self.onTick = onTick
        onTick(remaining)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.remaining = max(0, self.remaining - 1)
            self.onTick?(self.remaining)
            if self.remaining == 0 {
                self.stop()
            }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}
