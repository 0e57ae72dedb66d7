import Foundation

/// Why viper-docs could not do what it was asked. Every case prints as one line (what, where,
/// what to do) and exits with code 2.
public enum ViperDocsError: Error, LocalizedError, Equatable {
    case pathNotFound(String)
    case notAFolder(String)
    case noSources(String)
    case unreadable(String)
    case outputInsideSources(String)
    /// A malformed `.viper-docs.yml`: `file:line:column: message`.
    case configuration(String)
    case failed(step: String, message: String)

    public var errorDescription: String? {
        switch self {
        case .pathNotFound(let path):
            "no such folder: \(path); pass the root of your app (the folder that holds its sources)"
        case .notAFolder(let path):
            "\(path) is a file, not a folder; pass the root of your app"
        case .noSources(let path):
            "no Swift or Objective-C sources under \(path); pass the root of your app, or check the excluded folders"
        case .unreadable(let message):
            message
        case .outputInsideSources(let path):
            "the output folder \(path) is the scanned folder itself; choose another with --output"
        case .configuration(let message):
            message
        case .failed(let step, let message):
            "\(step): \(message)"
        }
    }

    /// The process exit code for every error of this kind (see README, "Exit codes").
    public static let exitCode: Int32 = 2
}
