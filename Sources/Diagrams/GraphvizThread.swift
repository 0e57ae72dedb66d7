import Foundation

// MARK: - One thread for libgvc

/// A serial executor that runs every job on one dedicated thread.
///
/// An actor's default executor may resume on any thread of the pool. libgvc is not thread-safe and
/// keeps thread-unaware global state (its parser, error handler and plugin tables), so all of it runs
/// on one thread of its own. (Byte-identical output also needs `GraphvizNames`.)
final class GraphvizThread: SerialExecutor, @unchecked Sendable {
    static let shared = GraphvizThread()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.loop() }
        thread.name = "viper-docs.graphviz"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
