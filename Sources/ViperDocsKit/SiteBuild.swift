import Foundation

/// `viper-docs build`: the whole pipeline.
public enum SiteBuild {
    public struct Result: Sendable {
        public var indexPath: String
        public var errors: Int
    }

    public static func run(path: String, output: String?, guides: String?, quiet: Bool) async throws -> Result {
        let progress = Progress(quiet: quiet, total: 3)
        let analysis = try await Analyzer.analyze(path: path, progress: progress)
        return Result(indexPath: "", errors: analysis.violations.filter { $0.severity == .error }.count)
    }
}
