import BuildCache
import Foundation

// MARK: - A cache that git tracks, in CI

/// In CI (`CI=true`, as GitHub Actions, GitLab CI and most others set it), a `.viper-docs-cache/` that
/// git tracks came with the code under review, so it is not used, whatever it holds: one warning
/// says so, and the run goes on without a cache. (Its entries would not check out on the runner
/// anyway, `CacheSecret`; this says so plainly and costs nothing to trust.)
enum CommittedCache {
    /// Whether the run is in CI and git tracks a file of the cache of the app at `root`.
    static func isTrackedInCI(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard environment["CI"]?.lowercased() == "true",
              FileManager.default.fileExists(atPath: CacheFolder.url(forRoot: root).path) else { return false }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // No fsmonitor hook or pager of the repository's configuration runs.
        git.arguments = ["git", "-c", "core.fsmonitor=false", "-C", root.path, "ls-files", "-z", "--", CacheFolder.name]
        let out = Pipe()
        git.standardOutput = out
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return false }
        let listed = out.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        return git.terminationStatus == 0 && !listed.isEmpty
    }

    static let warning = "\(CacheFolder.name) is tracked by git, and in CI a committed cache is never used (it came with the code "
        + "under review); this run goes on without it: remove it from the repository (git rm -r --cached \(CacheFolder.name))"
}
