import Foundation
import SourceScanner

// MARK: - What the writer put into the new site

/// The folders made so far in the staging folder (each once, whichever thread needs it first) and
/// the files placed, counted for the summary.
final class WrittenFiles: @unchecked Sendable {
    let root: String
    let output: URL
    private let lock = NSLock()
    private var folders: Set<String>
    private var files = 0
    private var pages = 0
    private var linked = 0
    private var rendered = 0
    private var stamped: [String: PageStamp] = [:]

    /// - Parameter folders: the folders `root` has already (relative; `""` is `root`).
    init(root: String, output: URL, folders: Set<String> = [""]) {
        self.root = root
        self.output = output
        self.folders = folders
    }

    /// Makes the folder that will hold `path` (relative to the site), unless it was made already.
    func makeFolder(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        try make(String(path[..<slash]))
    }

    /// Makes `folder` and the folders it is in, each with one `mkdir` (Foundation's checks of every
    /// level cost more than the rest of linking a large site that did not change).
    private func make(_ folder: String) throws {
        if lock.withLock({ folders.contains(folder) }) { return }
        if Interruption.shared.isCancelled { throw SiteError.interrupted }
        if let slash = folder.lastIndex(of: "/") { try make(String(folder[..<slash])) }
        let path = root + "/" + folder
        var made = mkdir(path, 0o755) == 0
        // A file where the folder goes (a staging folder that was the site before last): it goes.
        if !made, errno == EEXIST, FileKind.of(linkAt: path) != .directory {
            unlink(path)
            made = mkdir(path, 0o755) == 0
        }
        if !made && errno != EEXIST {
            throw SiteError.unwritable(path: output.appendingPathComponent(folder).path, reason: SiteError.writeReason(errno: errno))
        }
        _ = lock.withLock { folders.insert(folder) }
    }

    func count(_ path: String, linked wasLinked: Bool) {
        lock.withLock {
            files += 1
            if path.hasSuffix(".html") { pages += 1 }
            if wasLinked { linked += 1 }
        }
    }

    func countRendered() {
        lock.withLock { rendered += 1 }
    }

    /// `path` is a page made from the inputs of `stamp`'s digest.
    func stamp(_ path: String, _ stamp: PageStamp) {
        lock.withLock { stamped[path] = stamp }
    }

    var stamps: [String: PageStamp] { lock.withLock { stamped } }

    var summary: SiteSummary {
        lock.withLock { SiteSummary(output: output, pages: pages, files: files, unchanged: linked, rendered: rendered) }
    }
}
