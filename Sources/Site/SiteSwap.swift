import Foundation
import SourceScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Putting the finished site in place
//
// A previous site is replaced in one step: on Linux with `renameat2(RENAME_EXCHANGE)`, which swaps
// the two folders atomically; where that is missing, the old site is renamed aside, the new one
// renamed into place and the old one removed (a build killed between the two renames leaves the old
// site aside, and the next build puts it back: `OutputLock.recoverLeftovers`). A signal waits until
// the renames are done (`Interruption.critical`).

extension SiteWriter {
    /// Puts the finished site at `output`. Checks `output` again: it may have changed while rendering.
    /// The site it replaces is moved to `spare` when given (and free), else removed.
    func swapIn(_ staging: URL, as output: URL, keepingPreviousAt spare: String? = nil) throws {
        let fileManager = FileManager.default
        switch try Self.existingOutput(output) {
        case .missing:
            try Interruption.shared.critical {
                guard rename(staging.path, output.path) == 0 else {
                    throw SiteError.unwritable(path: output.path, reason: SiteError.writeReason(errno: errno))
                }
            }

        case .empty:
            // The folder is the user's: fill it rather than replace it.
            let entries = (try? fileManager.contentsOfDirectory(atPath: staging.path).sorted()) ?? []
            var moved: [URL] = []
            try Interruption.shared.critical {
                do {
                    for entry in entries {
                        let destination = output.appendingPathComponent(entry)
                        try fileManager.moveItem(at: staging.appendingPathComponent(entry), to: destination)
                        moved.append(destination)
                    }
                } catch {
                    for url in moved { try? fileManager.removeItem(at: url) }
                    throw SiteError.unwritable(path: output.path, reason: Self.reason(error))
                }
            }
            try? fileManager.removeItem(at: staging)

        case .site:
            if Self.exchange(staging.path, output.path) {
                // `staging` now holds the previous site; the signal handler still removes it.
                if let spare {
                    // Whatever is left at the spare's place (it is the cache's) makes room.
                    if FileKind.of(linkAt: spare) != .missing { Self.removeTree(spare) }
                    if rename(staging.path, spare) == 0 { return }
                }
                Self.removeTree(staging.path)
                return
            }
            let parent = output.deletingLastPathComponent()
            let old = parent.appendingPathComponent(".\(output.lastPathComponent).viper-docs-old-\(UUID().uuidString)")
            try Interruption.shared.critical {
                guard rename(output.path, old.path) == 0 else {
                    throw SiteError.unwritable(path: output.path, reason: SiteError.writeReason(errno: errno))
                }
                guard rename(staging.path, output.path) == 0 else {
                    let code = errno
                    _ = rename(old.path, output.path)
                    throw SiteError.unwritable(path: output.path, reason: SiteError.writeReason(errno: code))
                }
                Interruption.shared.registerLocked(old.path)
            }
            defer { Interruption.shared.unregister(old.path) }
            do {
                try fileManager.removeItem(at: old)
            } catch {
                throw SiteError.unwritable(
                    path: old.path, reason: "the new site is in place, but the previous one was left here (\(Self.reason(error)))")
            }
        }
    }

    /// Swaps two folders atomically; false where the system cannot (then nothing happened).
    static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        // Looked up at run time: Glibc's module map does not declare it (it needs _GNU_SOURCE).
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: Renameat2.self)
        let renameExchange: UInt32 = 1 << 1
        return Interruption.shared.critical { renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0 }
        #else
        return false
        #endif
    }
}

extension SiteWriter {
    /// Removes the folder at `root` and everything in it: the previous site, thousands of files
    /// (FileManager, one file and one `lstat` at a time, held up the end of every rebuild). The
    /// folders are listed with the kinds `readdir` gives (`FolderEntries`), their files unlinked on every core, then
    /// the folders removed deepest first; whatever is left (a file system that gives no kinds, a
    /// file that would not go) goes through FileManager.
    static func removeTree(_ root: String) {
        var folders = [root]
        var files: [[String]] = []
        var index = 0
        while index < folders.count {
            var here: [String] = []
            for entry in FolderEntries.read(folders[index]) ?? [] {
                let path = folders[index] + "/" + entry.name
                switch entry.kind ?? FileKind.of(linkAt: path) {
                case .directory: folders.append(path)
                case .missing, .inaccessible: break  // left for FileManager
                default: here.append(path)
                }
            }
            files.append(here)
            index += 1
        }
        let lists = files
        DispatchQueue.concurrentPerform(iterations: lists.count) { folder in
            for path in lists[folder] { unlink(path) }
        }
        for folder in folders.reversed() { rmdir(folder) }
        if FileKind.of(linkAt: root) != .missing { try? FileManager.default.removeItem(atPath: root) }
    }
}
