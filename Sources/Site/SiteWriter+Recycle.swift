import Foundation
import SourceScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The site before last, made into the next one
//
// A rebuild makes its site in a staging folder and swaps it in whole. Made from nothing, that
// folder needs every folder of the site made again (600 `mkdir`s for a 1,000-module app, each slow
// on a file system that has just freed the old ones) and every unchanged file linked again; and the
// previous site, swapped out, had to be removed file by file before the build could end.
//
// With a place for it on the same file system (`PageStampStore.spareFolder`, in the build cache),
// the site swapped out is kept there instead. The next build renames it into its staging folder and
// brings it up to date: a file that is already the previous site's file (the same inode, the pages'
// stamps say) stays; any other file the build places is unlinked first, then linked or written, so
// that nothing is ever written through a link into the site being served; what the new site does
// not have is removed before the swap. The swap itself is as before.

extension SiteWriter {
    /// A staging folder that was the site before last: its files' inodes and its folders, relative.
    struct RecycledTree: Sendable {
        var files: [String: UInt64] = [:]
        var folders: Set<String> = [""]

        /// Renames `spare` to `staging` and lists it; nil when there is no spare, or it cannot be used
        /// (then `staging` does not exist).
        static func take(_ spare: String, as staging: String) -> RecycledTree? {
            guard FileKind.of(linkAt: spare) == .directory, rename(spare, staging) == 0 else { return nil }
            var tree = RecycledTree()
            var pending = [""]
            while let folder = pending.popLast() {
                let absolute = folder.isEmpty ? staging : staging + "/" + folder
                guard let entries = FolderEntries.read(absolute) else {
                    removeTree(staging)
                    return nil
                }
                for entry in entries {
                    let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
                    var info = stat()
                    guard lstat(staging + "/" + path, &info) == 0 else { continue }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR:
                        tree.folders.insert(path)
                        pending.append(path)
                    case S_IFREG: tree.files[path] = UInt64(info.st_ino)
                    // Anything else is in the way of nothing the writer makes, and is removed.
                    default: unlink(staging + "/" + path)
                    }
                }
            }
            return tree
        }

        /// Whether `path` holds the file with `inode` already.
        func holds(_ path: String, inode: UInt64) -> Bool {
            files[path] == inode
        }

        /// Removes from `staging` every file not in `kept` and every folder that holds none of them.
        func prune(_ staging: String, keeping kept: Set<String>) {
            for path in files.keys where !kept.contains(path) {
                unlink(staging + "/" + path)
            }
            var needed: Set<String> = [""]
            for path in kept {
                var folder = Substring(path)
                while let slash = folder.lastIndex(of: "/") {
                    folder = folder[..<slash]
                    guard needed.insert(String(folder)).inserted else { break }
                }
            }
            // Deepest first, so that a folder is empty when its turn comes; a folder the build
            // replaced with a file is left alone.
            for folder in folders.subtracting(needed).sorted(by: { $0.count > $1.count }) {
                let path = staging + "/" + folder
                if rmdir(path) != 0, FileKind.of(linkAt: path) == .directory { removeTree(path) }
            }
        }
    }

    /// Makes room at `path` for a new file: whatever is there goes (a file by `unlink`, so that a link
    /// into the previous site is never written through).
    static func clearPath(_ path: String) {
        if unlink(path) != 0, errno == EISDIR || errno == EPERM, FileKind.of(linkAt: path) == .directory {
            removeTree(path)
        }
    }
}
