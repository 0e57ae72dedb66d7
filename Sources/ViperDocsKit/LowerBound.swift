import Diagrams
import Foundation
import SourceScanner

// MARK: - The lower bound of a build (`viper-docs lower-bound`, hidden; used by `make bench`)
//
// What no build of the same app can beat, measured with the same code: reading and parsing every
// file on all cores (SwiftParser; the Objective-C tokenizer), and laying out the same diagrams with
// the same libgvc, one after another, in process. `make bench` divides build times by these.
//
// The parse is timed first, in a process that has only listed the app, as a `check` or a build
// parses. A parse after the analysis (`parseWarmSeconds`) runs on a heap already grown and with the
// runtime's caches already filled: by hand on the 1,000-module app it took 0.10-0.11 s where the
// first took 0.12-0.14 s (inside `make bench` the two came closer).

public enum LowerBound {
    public struct Figures: Codable, Sendable {
        public var files: Int
        /// Reading and parsing every file, on all cores, before anything else in the process.
        public var parseSeconds: Double
        /// The same parse again after an analysis of the app in the same process (the bound `make
        /// bench` used before 2026-11-24, kept to compare with).
        public var parseWarmSeconds: Double
        public var diagrams: Int
        /// Laying out every diagram of the site, one after another.
        public var layoutSeconds: Double
        /// `parseSeconds + layoutSeconds`.
        public var totalSeconds: Double
    }

    /// Measures the app at `path`. With `dotFolder`, also writes each diagram's DOT there
    /// (`0001.dot`, …), for `make bench`'s one-`dot`-per-diagram peer.
    public static func measure(path: String, dotFolder: String?) async throws -> Figures {
        // The files a scan reads, listed (not timed), then parsed before anything else (all of the
        // listing's: a file the scan then skips, generated or too large, is parsed here too).
        let listed = try Analyzer.list(path: path)
        let root = listed.root, limits = listed.configuration.limits
        let parse = timeParse(listed.listing.files, root: root, limits: limits)

        // The diagrams to lay out come from a normal analysis, not timed.
        let analysis = try await Analyzer.analyze(path: path, progress: Progress(quiet: true, total: 3, warnings: false), listed: listed)
        let jobs = DiagramFactory.jobs(analysis)
        if let dotFolder {
            try FileManager.default.createDirectory(atPath: dotFolder, withIntermediateDirectories: true)
            for (offset, job) in jobs.enumerated() {
                try Data(job.dot.utf8).write(to: URL(fileURLWithPath: dotFolder).appendingPathComponent(String(format: "%04d.dot", offset + 1)))
            }
        }
        let paths = analysis.model.files.map(\.path)
        let warmParse = timeParse(paths, root: root, limits: limits)

        let renderer = GraphvizRenderer.shared
        let layoutStart = ContinuousClock.now
        for job in jobs {
            _ = try await renderer.svg(dot: job.dot, name: job.name)
        }
        let layout = ContinuousClock.now - layoutStart
        return Figures(files: paths.count, parseSeconds: seconds(parse), parseWarmSeconds: seconds(warmParse), diagrams: jobs.count,
                       layoutSeconds: seconds(layout), totalSeconds: seconds(parse + layout))
    }

    /// Reads and parses the files at `paths` (relative to `root`) on all cores.
    static func timeParse(_ paths: [String], root: URL, limits: Limits) -> Duration {
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(paths[index]).path) else { return }
            _ = SourceScanner.parseOnly(data, path: paths[index], limits: limits)
        }
        return ContinuousClock.now - start
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
