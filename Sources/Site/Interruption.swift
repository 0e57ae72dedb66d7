import Dispatch
import Foundation
import SourceScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - SIGINT and SIGTERM while a site is being written
//
// From the moment a build holds the output's lock until it lets go, SIGINT and SIGTERM do not kill
// the process at once: their default action is ignored and a dispatch source handles them. The
// handler waits for a swap in progress to finish (`critical`), removes every registered path (the
// unfinished site, the lock) and exits 130 (SIGINT) or 143 (SIGTERM). The previous site stays.

/// The paths to remove should the process be interrupted.
public final class Interruption: @unchecked Sendable {
    public static let shared = Interruption()

    private let lock = NSLock()
    private var paths: [String] = []
    private var cancelled = false
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "viper-docs.signals")

    /// Removes `path` (a file or a folder) on SIGINT or SIGTERM until `unregister` is called.
    public func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.append(path)
        if sources.isEmpty { installHandlers() }
    }

    /// `register`, from inside `critical` (the lock is already held).
    func registerLocked(_ path: String) {
        paths.append(path)
    }

    public func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.removeAll { $0 == path }
    }

    /// Whether a signal came: the writer stops at the next file.
    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// For tests only: with `VIPER_DOCS_TEST_PAUSE_AT=<name>` in the environment, the first time a
    /// build reaches the checkpoint `name` (`scan`: the lock taken, nothing read; `write`: the first
    /// file of the unfinished site written; `swap`: the unfinished site complete, not yet swapped in)
    /// it says `viper-docs: paused at <name>` on stderr and waits up to 60 s for a signal, so that a
    /// test interrupts it at a known moment instead of racing it. Without the variable it does nothing.
    public func checkpoint(_ name: String) {
        guard Self.pauseAt == name else { return }
        lock.lock()
        let first = !paused
        paused = true
        lock.unlock()
        guard first else { return }
        let message = "viper-docs: paused at \(name)\n"
        _ = message.withCString { systemWriteError($0, strlen($0)) }
        for _ in 0..<6_000 where !isCancelled { usleep(10_000) }
    }

    private static let pauseAt = ProcessInfo.processInfo.environment["VIPER_DOCS_TEST_PAUSE_AT"]
    private var paused = false

    /// Runs `body` (a swap of folders) so that a signal waits until it is done.
    public func critical<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Must be called with `lock` held.
    private func installHandlers() {
        // A source is registered with the kernel after `resume`, on the dispatch manager's time: a
        // signal in between would meet SIG_IGN and be lost. Wait (briefly) until both are registered.
        let registered = DispatchGroup()
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [unowned self] in self.interrupted(by: signalNumber) }
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.resume()
            sources.append(source)
        }
        _ = registered.wait(timeout: .now() + 5)
    }

    /// Removes what is registered and exits 128 + the signal's number. Never returns.
    private func interrupted(by signalNumber: Int32) {
        lock.lock()  // waits out a swap in progress; kept until the exit
        cancelled = true
        let toRemove = paths
        for path in toRemove {
            // Writers that were already past their check may still create a file or two.
            for _ in 0..<20 {
                try? FileManager.default.removeItem(atPath: path)
                if FileKind.of(linkAt: path) == .missing { break }
                usleep(50_000)
            }
        }
        let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
        // Between builds (`serve` idle) there is nothing unfinished to speak of.
        let message = toRemove.isEmpty
            ? "viper-docs: stopped by \(name)\n"
            : "viper-docs: error: interrupted by \(name); the unfinished site was removed and the previous one left as it was\n"
        _ = message.withCString { systemWriteError($0, strlen($0)) }
        _exit(128 + signalNumber)
    }
}

/// `write(2)` to stderr, safe to call from a signal source's handler before `_exit`.
private func systemWriteError(_ bytes: UnsafePointer<CChar>, _ count: Int) -> Int {
    write(2, bytes, count)
}
