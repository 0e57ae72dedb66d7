import Diagrams
import Foundation
import SourceScanner

// MARK: - The lower bound of a build (`viper-docs lower-bound`, hidden; used by `make bench`)
//
// What no build of the same app can beat, measured with the same code: reading and parsing every
// file on all cores (SwiftParser; the Objective-C tokenizer), and laying out the same diagrams with
// the same libgvc, one after another, in process. `make bench` divides build times by these.

public enum LowerBound {
    public struct Figures: Codable, Sendable {
        public var files: Int
        /// Reading and parsing every file, on all cores.
        public var parseSeconds: Double
        public var diagrams: Int
        /// Laying out every diagram of the site, one after another.
        public var layoutSeconds: Double
        public var totalSeconds: Double
    }

    /// Measures the app at `path`. With `dotFolder`, also writes each diagram's DOT there
    /// (`0001.dot`, …), for `make bench`'s one-`dot`-per-diagram peer.
    public static func measure(path: String, dotFolder: String?) async throws -> Figures {
        // The diagrams to lay out come from a normal analysis, not timed.
        let analysis = try await Analyzer.analyze(path: path, progress: Progress(quiet: true, total: 3, warnings: false))
        let jobs = DiagramFactory.jobs(analysis)
        if let dotFolder {
            try FileManager.default.createDirectory(atPath: dotFolder, withIntermediateDirectories: true)
            for (offset, job) in jobs.enumerated() {
                try Data(job.dot.utf8).write(to: URL(fileURLWithPath: dotFolder).appendingPathComponent(String(format: "%04d.dot", offset + 1)))
            }
        }
        let root = analysis.root
        let paths = analysis.model.files.map(\.path)
        let limits = analysis.configuration.limits

        let parseStart = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(paths[index]).path) else { return }
            _ = SourceScanner.parseOnly(data, path: paths[index], limits: limits)
        }
        let parse = ContinuousClock.now - parseStart

        let renderer = GraphvizRenderer.shared
        let layoutStart = ContinuousClock.now
        for job in jobs {
            _ = try await renderer.svg(dot: job.dot, name: job.name)
        }
        let layout = ContinuousClock.now - layoutStart
        return Figures(files: paths.count, parseSeconds: seconds(parse), diagrams: jobs.count, layoutSeconds: seconds(layout),
                       totalSeconds: seconds(parse + layout))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
