import Dispatch
import Foundation

// MARK: - Work on every core, and work beside other work

/// Independent work spread over the cores (the model's passes, the rules), and work started beside
/// other work (`start`, `Background`: the folders the walk reads next, the sample apps' search).
///
/// Work handed to another thread is never only waited for: whoever waits for work no thread has
/// taken yet runs it itself. On one core, libdispatch gave a queued item a thread only after about
/// half a second (`check` of 1,000 modules: 1.4 s of wall time for 0.9 s of CPU).
public enum Parallel {
    // Inlinable, with its job: made for each result type where it is called. A job of a type known
    // only at run time copied each result through the type's witnesses, one by one on one core
    // (17 ms of the model of 1,000 modules).

    /// `work(i)` for every `i` in `0..<count`, spread over the cores, the results in order of `i`.
    /// `work` must be safe to run on several threads at once (it reads shared values only).
    @inlinable
    public static func map<T>(_ count: Int, _ work: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(work) }
        return withoutActuallyEscaping(work) { work in
            let job = Job(count: count, work: work)
            // Items taken in strides, so that a run of large items does not fall to one core.
            let workers = Swift.min(count, 64)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for i in stride(from: worker, to: count, by: workers) { job.run(i) }
            }
            return job.finish()
        }
    }

    /// Starts `work` on another thread; `wait()` gives its result. For work that would sit idle
    /// beside a longer one (the sample apps' search beside the type index): the caller's own `map`s
    /// then still run on every core, which a `map` nested in another `map`'s item does not.
    public static func start<T>(qos: DispatchQoS.QoSClass = .default, _ work: @escaping @Sendable () -> T) -> Pending<T> {
        let pending = Pending<T>(work)
        DispatchQueue.global(qos: qos).async { pending.runUnlessTaken() }
        return pending
    }

    /// The result of work `start` runs: made by a thread of the pool, or by `wait()` when no thread
    /// has taken the work yet.
    public final class Pending<T>: @unchecked Sendable {
        // Unchecked: `work` and `result` are read and written under `lock`; `done` opens once `result` is set.
        private let lock = NSLock()
        private var work: (@Sendable () -> T)?
        private var result: T?
        private let done = DispatchGroup()

        init(_ work: @escaping @Sendable () -> T) {
            self.work = work
            done.enter()
        }

        /// Runs the work if no one has taken it; returns at once otherwise.
        func runUnlessTaken() {
            guard let work = lock.withLock({ () -> (@Sendable () -> T)? in
                defer { self.work = nil }
                return self.work
            }) else { return }
            let value = work()
            lock.withLock { result = value }
            done.leave()
        }

        /// The work's result: made here if no thread has started it, otherwise waited for.
        public func wait() -> T {
            runUnlessTaken()
            done.wait()
            return lock.withLock { result! }
        }
    }

    /// Work started in the background (writing the cache's packs) that one call waits for at the end.
    public final class Background: @unchecked Sendable {
        // Unchecked: `started` is read and written under `lock`.
        private let lock = NSLock()
        private var started: [Pending<Void>] = []

        public init() {}

        /// Starts `work` on another thread, at utility priority.
        public func add(_ work: @escaping @Sendable () -> Void) {
            let pending = Parallel.start(qos: .utility, work)
            lock.withLock { started.append(pending) }
        }

        /// Waits for everything added so far, running what no thread has taken yet.
        public func wait() {
            let all = lock.withLock { () -> [Pending<Void>] in
                defer { started = [] }
                return started
            }
            for pending in all { pending.wait() }
        }
    }

    /// The work and its results' slots, shared by the workers.
    @usableFromInline
    final class Job<T>: @unchecked Sendable {
        // Unchecked: each slot is initialised by one worker only and read once all of them are done
        // (`concurrentPerform` returns then); `work` reads shared values only.
        @usableFromInline let results: UnsafeMutablePointer<T>
        @usableFromInline let count: Int
        @usableFromInline let work: (Int) -> T

        @inlinable
        init(count: Int, work: @escaping (Int) -> T) {
            results = .allocate(capacity: count)
            self.count = count
            self.work = work
        }

        @inlinable
        func run(_ i: Int) {
            (results + i).initialize(to: work(i))
        }

        /// The results in order, moved out of their slots (every slot was run); the slots are freed.
        @inlinable
        func finish() -> [T] {
            defer { results.deallocate() }
            return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
                buffer.baseAddress!.moveInitialize(from: results, count: count)
                initialized = count
            }
        }
    }
}
