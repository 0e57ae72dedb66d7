import Foundation

// MARK: - Where a run's time goes (`VIPER_DOCS_TIMINGS=1`)

/// With `VIPER_DOCS_TIMINGS=1` in the environment, each step of a run (the walk, the scan, the
/// model, the rules…) and each model pass writes one line on stderr after it ends:
///
///     viper-docs: timing: model pass Assign roles: 65.5 ms, 104.5 ms CPU
///
/// The CPU time is the whole process's meanwhile, on every core: with two cores, `2 × wall − CPU` is
/// how long the step ran on one core alone. Nothing else of the run changes. For finding where a
/// run's time goes before reaching for a profiler (README, "Speed").
public enum StageTimings {
    /// Whether the lines are written (`VIPER_DOCS_TIMINGS=1`).
    public static let isOn = ProcessInfo.processInfo.environment["VIPER_DOCS_TIMINGS"] == "1"

    /// When a step began: the clock and the process's CPU time.
    public struct Start: Sendable {
        let wall: ContinuousClock.Instant
        let cpuSeconds: Double
    }

    public static func start() -> Start {
        Start(wall: .now, cpuSeconds: isOn ? processCPUSeconds() : 0)
    }

    /// Writes the line of the step `name` that began at `start` (when the timings are on).
    public static func end(_ name: String, since start: Start) {
        guard isOn else { return }
        let wall = ContinuousClock.now - start.wall
        let cpu = processCPUSeconds() - start.cpuSeconds
        let milliseconds = Double(wall.components.seconds) * 1e3 + Double(wall.components.attoseconds) / 1e15
        TerminalText.writeLine("viper-docs: timing: \(name): " + String(format: "%.1f ms, %.1f ms CPU", milliseconds, cpu * 1e3))
    }

    /// Runs `work`, timed as the step `name`.
    public static func measure<T>(_ name: String, _ work: () throws -> T) rethrows -> T {
        let start = start()
        defer { end(name, since: start) }
        return try work()
    }

    /// The CPU time of the whole process so far (user and system, every thread).
    static func processCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
