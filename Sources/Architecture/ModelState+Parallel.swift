import Dispatch
import SourceScanner

// MARK: - Per-module work on both cores
//
// Several passes do the same independent work for every module (or every group of candidates):
// resolve its references, find its protocols, rank its candidates. That work reads the state and
// decides; `ModelState.map(_:_:)` runs it on every core, each item with a decision log of its own,
// and appends the logs in item order: the model and its decisions are the ones a serial loop makes.

/// The decisions of one item of a parallel map, appended to the state's afterwards.
struct DecisionLog {
    let pass: String
    private(set) var decisions: [Decision] = []

    init(pass: String) {
        self.pass = pass
    }

    /// As `ModelState.decide`: why something was decided (or, with `rejected`, an option turned down).
    mutating func decide(_ subject: String, _ verdict: String, because reason: String, module: String? = nil,
                         evidence: [SourceLocation] = [], rejected: Bool = false) {
        decisions.append(Decision(pass: pass, subject: subject, module: module, verdict: verdict, reason: reason,
                                  distinctLines: evidence, rejected: rejected))
    }
}

extension ModelState {
    /// `work(i, state, &log)` for every `i` in `0..<count`, spread over the cores; the results in
    /// order of `i`, each item's decisions appended in that order. `work` must only read the state.
    mutating func map<T>(_ count: Int, _ work: (Int, ModelState, inout DecisionLog) -> T) -> [T] {
        let snapshot = self
        let pass = currentPass
        let results = Parallel.map(count) { i -> (T, [Decision]) in
            var log = DecisionLog(pass: pass)
            let value = work(i, snapshot, &log)
            return (value, log.decisions)
        }
        for (_, decisions) in results { self.decisions += decisions }
        return results.map(\.0)
    }
}

/// Independent work spread over the cores (the model's passes, the rules).
public enum Parallel {
    /// `work(i)` for every `i` in `0..<count`, spread over the cores, the results in order of `i`.
    /// `work` must be safe to run on several threads at once (it reads shared values only).
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

    /// Starts `work` on another thread at once; `wait()` gives its result. For work that would sit
    /// idle beside a longer one (the sample apps' search beside the type index): the caller's own
    /// `map`s then still run on every core, which a `map` nested in another `map`'s item does not.
    public static func start<T>(_ work: @escaping @Sendable () -> T) -> Pending<T> {
        let pending = Pending<T>()
        DispatchQueue.global().async(group: pending.group) { pending.result = work() }
        return pending
    }

    /// The result of work `start` runs.
    public final class Pending<T>: @unchecked Sendable {
        // Unchecked: `result` is written once, by the work, and read only after `group` says it is done.
        fileprivate let group = DispatchGroup()
        fileprivate var result: T?

        /// Waits for the work and gives its result.
        public func wait() -> T {
            group.wait()
            return result!
        }
    }

    /// The work and its results' slots, shared by the workers.
    private final class Job<T>: @unchecked Sendable {
        // Unchecked: each slot is written by one worker only and read once all of them are done
        // (`concurrentPerform` returns then); `work` reads shared values only.
        private let results: UnsafeMutableBufferPointer<T?>
        private let work: (Int) -> T

        init(count: Int, work: @escaping (Int) -> T) {
            results = .allocate(capacity: count)
            results.initialize(repeating: nil)
            self.work = work
        }

        func run(_ i: Int) {
            results[i] = work(i)
        }

        /// The results in order; the slots are freed.
        func finish() -> [T] {
            defer { results.deinitialize(); results.deallocate() }
            return results.map { $0! }
        }
    }
}
