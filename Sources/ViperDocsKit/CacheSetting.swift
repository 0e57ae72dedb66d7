import BuildCache
import Foundation

// MARK: - Whether a run uses the build cache

/// Whether a command reads and fills the app's build cache (`.viper-docs-cache` at the scanned
/// root, Docs/Cache.md). On the command line `build` and `serve` read and fill it, `check` and
/// `graph` only read one that is there (they write nothing), and `--no-cache` turns it off; the
/// library's default is off.
public enum CacheSetting: Sendable, Equatable {
    case off
    /// Read and filled (made when missing), for this version of the tool (part of every key).
    case on(toolVersion: String)
    /// Read when there is one; never made or written.
    case readOnly(toolVersion: String)

    /// The cache of the app at `root`, or nil: off, none to read, or it cannot be used (then one
    /// warning says why, and the run goes on without it).
    func open(root: URL, progress: Progress) -> BuildCache? {
        if self != .off, CommittedCache.isTrackedInCI(root: root) {
            progress.warn(CommittedCache.warning)
            return nil
        }
        switch self {
        case .off:
            return nil
        case let .readOnly(version):
            return BuildCache(existingAt: root, toolIdentity: BuildCache.toolIdentity(version: version))
        case let .on(version):
            return open(root: root, version: version, progress: progress)
        }
    }

    private func open(root: URL, version: String, progress: Progress) -> BuildCache? {
        do {
            return try BuildCache(root: root, toolIdentity: BuildCache.toolIdentity(version: version))
        } catch {
            progress.warn("\((error as? LocalizedError)?.errorDescription ?? "\(error)"); this run goes on without the cache (--no-cache says not to use one)")
            return nil
        }
    }
}

// MARK: - `viper-docs clean`

public enum CacheCleaner {
    /// Removes the build cache of the app at `path`; says what it did, in one line.
    public static func clean(path: String) throws -> String {
        let root = try Analyzer.validatedRoot(path)
        let folder = CacheFolder.url(forRoot: root)
        do {
            return try CacheFolder.remove(root: root) ? "removed \(folder.path)" : "no cache at \(folder.path)"
        } catch let error as CacheError {
            throw ViperDocsError.failed(step: "Clean", message: error.errorDescription ?? "\(error)")
        }
    }
}
