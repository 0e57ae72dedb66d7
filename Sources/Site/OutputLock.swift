import Foundation
import SourceScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - One build at a time per output folder
//
// `.<output>.viper-docs-lock` beside the output holds the pid of the build that writes it. A second
// build refuses with a clear message; the lock of a process that no longer runs is taken over. Once
// the lock is held, what an interrupted or killed build left beside the output is put right: an
// unfinished site (`.<output>.viper-docs-new-<UUID>`) is removed, and a previous site moved aside
// (`.<output>.viper-docs-old-<UUID>`) is put back when the output is missing, else removed.

/// The lock of an output folder, held from before the scan until the site is in place.
public struct OutputLock: Sendable {
    /// The lock file.
    public let path: String

    /// The lock file's path for `output`.
    public static func path(for output: URL) -> String {
        let output = output.standardizedFileURL.resolvingSymlinksInPath()
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).viper-docs-lock").path
    }

    /// Takes the lock of `output`, or throws `SiteError.locked` when a running build holds it.
    public static func acquire(for output: URL) throws -> OutputLock {
        let output = output.standardizedFileURL.resolvingSymlinksInPath()
        let path = path(for: output)
        for _ in 0..<3 {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                let pid = "\(getpid())\n"
                _ = pid.withCString { systemWriteLock(descriptor, $0, strlen($0)) }
                close(descriptor)
                Interruption.shared.register(path)
                let lock = OutputLock(path: path)
                recoverLeftovers(of: output)
                return lock
            }
            let error = errno
            guard error == EEXIST else {
                throw SiteError.unwritable(path: output.deletingLastPathComponent().path, reason: SiteError.writeReason(errno: error))
            }
            guard FileKind.of(linkAt: path) == .regular,
                  let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0 else {
                throw SiteError.badLock(path: path)
            }
            if pid != getpid() && (kill(pid, 0) == 0 || errno == EPERM) {
                throw SiteError.locked(output: output.path, pid: pid, lock: path)
            }
            // The build that wrote it is gone: take the lock over.
            unlink(path)
        }
        throw SiteError.badLock(path: path)
    }

    /// Lets go of the lock.
    public func release() {
        unlink(path)
        Interruption.shared.unregister(path)
    }

    /// Removes an unfinished site that a killed build left, and puts back a previous site that a
    /// killed swap left aside. Only called while holding the lock.
    static func recoverLeftovers(of output: URL) {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        guard let entries = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries.sorted() where entry.hasPrefix(".\(name).viper-docs-") {
            let url = parent.appendingPathComponent(entry)
            let suffix = entry.dropFirst(".\(name).viper-docs-".count)
            guard suffix.hasPrefix("new-") || suffix.hasPrefix("old-"), UUID(uuidString: String(suffix.dropFirst(4))) != nil,
                  FileKind.of(linkAt: url.path) == .directory else { continue }
            if suffix.hasPrefix("old-"), FileKind.of(linkAt: output.path) == .missing,
               SourceScanner.isSiteMarker(url.appendingPathComponent(SiteWriter.markerFileName).path) {
                try? fileManager.moveItem(at: url, to: output)
            } else {
                try? fileManager.removeItem(at: url)
            }
        }
    }
}

private func systemWriteLock(_ descriptor: Int32, _ bytes: UnsafePointer<CChar>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
