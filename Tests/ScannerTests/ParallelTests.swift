@testable import SourceScanner
import Foundation
import XCTest

/// `Parallel`: work handed to another thread is never only waited for.
final class ParallelTests: XCTestCase {
    /// A counter several threads add to.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// A result set on another thread.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func set(_ values: [Int]) { lock.withLock { self.values = values } }
        var value: [Int] { lock.withLock { values } }
    }

    /// Waits for `body` on another thread for at most `seconds`; false if it has not returned by then
    /// (a wait that only waits, for work no thread takes, never returns).
    func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    func testWaitRunsWorkNoThreadHasTaken() {
        // Made without a thread: as on one core, where libdispatch gave queued work a thread only
        // after about half a second.
        let ran = Counter()
        let pending = Parallel.Pending<Int> { ran.add(); return 42 }
        guard finishes(within: 10, { XCTAssertEqual(pending.wait(), 42) }) else { return XCTFail("the wait did not run the work") }
        XCTAssertEqual(pending.wait(), 42, "a second wait gives the same result")
        XCTAssertEqual(ran.value, 1, "the work ran once")
    }

    func testStartedWorkRunsOnceWhoeverWaits() {
        let ran = Counter()
        let all = (0..<200).map { i in Parallel.start { ran.add(); return i * 2 } }
        // Two waiters for each, racing the pool's threads (which the waiters themselves occupy).
        let results = Results()
        guard finishes(within: 30, { results.set(Parallel.map(all.count * 2) { all[$0 / 2].wait() }) }) else {
            return XCTFail("the waits did not run the work no thread took")
        }
        XCTAssertEqual(results.value, (0..<400).map { ($0 / 2) * 2 })
        XCTAssertEqual(ran.value, 200, "each work ran exactly once")
    }

    func testBackgroundWaitsForEverythingAdded() {
        let ran = Counter()
        let background = Parallel.Background()
        for _ in 0..<50 { background.add { usleep(100); ran.add() } }
        background.wait()
        XCTAssertEqual(ran.value, 50)
        background.wait()
        XCTAssertEqual(ran.value, 50, "nothing runs twice")
    }
}
