import Foundation
import SourceScanner
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Files' digests, remembered with their stat
//
// A build digests every input to tell whether anything changed since the build that wrote the site.
// Like git's index, the cache remembers each file's SHA-256 with its device, inode, size and
// modification and status-change times (`digests.pack`), and a file whose stat is the same is not
// read again. Two guards keep this honest:
// - a file modified in the very moment it was read could keep its times through a second change, so
//   a digest is trusted only when the file was last modified more than two seconds before it was read
//   (git's "racily clean" files are read again the same way);
// - the status-change time cannot be set by a tool that restores modification times (`touch -d`,
//   `rsync -t`), so a file rewritten with its old modification time is read again.
// A fresh clone (CI) has new inodes and times: every file is read, as without this table.

/// SHA-256 digests of files, taken from the table of the last build when a file's stat is unchanged.
public final class FileDigests: @unchecked Sendable {
    /// What `stat` says of a file, to the nanosecond.
    struct Stat: Equatable {
        var device, inode, size: UInt64
        var modified, changed: Int64

        static func of(_ path: String) -> Stat? {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Stat(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: UInt64(info.st_size),
                        modified: nanoseconds(info.st_mtim), changed: nanoseconds(info.st_ctim))
        }

        private static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
    }

    struct Entry: Equatable {
        var stat: Stat
        var digest: String
        /// When the file was read (nanoseconds since 1970).
        var readAt: Int64

        /// Whether `stat` proves the file is still what was read.
        func vouches(for current: Stat) -> Bool {
            current == stat && stat.modified < readAt - FileDigests.racyWindow
        }
    }

    static let racyWindow: Int64 = 2_000_000_000

    private let lock = NSLock()
    /// By the path's bytes (`PathKey`).
    private let known: [PathKey: Entry]
    private var current: [PathKey: Entry] = [:]
    private var readCount = 0

    /// A table that knows no file yet (every file is read).
    public convenience init() { self.init(known: [:]) }

    init(known: [PathKey: Entry]) { self.known = known }

    /// How many files were read (the others' digests came from their stat).
    public var reads: Int { lock.withLock { readCount } }

    /// The SHA-256 (hex) of the contents of the file at `path` (absolute); nil when it cannot be read.
    public func digest(of path: String) -> String? {
        guard let before = Stat.of(path) else { return nil }
        if let entry = known[PathKey(path)], entry.vouches(for: before) {
            lock.withLock { current[PathKey(path)] = entry }
            return entry.digest
        }
        let readAt = Self.now()
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let digest = CacheEntry.sha256(data)
        lock.withLock {
            readCount += 1
            // Remembered only when the file did not change while it was read.
            if Stat.of(path) == before { current[PathKey(path)] = Entry(stat: before, digest: digest, readAt: readAt) }
        }
        return digest
    }

    /// The digest of the file at `path` (absolute) when its stat proves it is the file the table knew,
    /// without reading it; nil when it would have to be read (unknown, changed, racily clean, gone).
    public func vouchedDigest(of path: String) -> String? {
        guard let entry = known[PathKey(path)], let current = Stat.of(path), entry.vouches(for: current) else { return nil }
        return entry.digest
    }

    /// The digest this run took of the file at `path` (absolute), without reading it: nil when it was
    /// not asked for, or changed while it was read.
    public func recorded(_ path: String) -> String? {
        lock.withLock { current[PathKey(path)]?.digest }
    }

    /// The digests of `paths`, in order, read on every core.
    public func digests(of paths: [String]) -> [String?] {
        var results = [String?](repeating: nil, count: paths.count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer
            let chunks = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 4)
            guard chunks > 0 else { return }
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var index = chunk
                while index < paths.count {
                    out[index] = digest(of: paths[index])
                    index += chunks
                }
            }
        }
        return results
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    // MARK: The table on disk
    //
    // A `LineTable`, one row per file: `device inode size modified changed readAt digest path`.

    static let header = "viper-docs-digests 1"

    /// The table as written to disk: what this run read or vouched for, sorted by path.
    var table: Data {
        let entries = lock.withLock { current }
        return LineTable.text(header: Self.header, rows: entries.sorted(by: { $0.key < $1.key }).map { key, entry in
            let stat = entry.stat
            return ["\(Int64(bitPattern: stat.device))", "\(Int64(bitPattern: stat.inode))", "\(Int64(bitPattern: stat.size))", "\(stat.modified)", "\(stat.changed)", "\(entry.readAt)",
                    entry.digest, key.path]
        })
    }

    /// The entries of a table as written by `table`; empty when it is not such a table.
    static func read(_ table: Data) -> [PathKey: Entry] {
        var entries: [PathKey: Entry] = [:]
        LineTable.read(table, header: header, columns: 8) { fields in
            guard let device = LineTable.integer(fields[0]), let inode = LineTable.integer(fields[1]),
                  let size = LineTable.integer(fields[2]), let modified = LineTable.integer(fields[3]),
                  let changed = LineTable.integer(fields[4]), let readAt = LineTable.integer(fields[5]),
                  let digest = LineTable.digest(fields[6]), fields[7].first == UInt8(ascii: "/") else { return }
            let stat = Stat(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: UInt64(bitPattern: size),
                            modified: modified, changed: changed)
            entries[PathKey(LineTable.string(fields[7]))] = Entry(stat: stat, digest: digest, readAt: readAt)
        }
        return entries
    }
}

extension BuildCache {
    private static let digestsKey = "digests"

    private var digestsPack: URL { folder.url.appendingPathComponent("digests.pack") }

    /// The files' digests the last build remembered (an empty table when there are none or they are damaged).
    public func fileDigests() -> FileDigests {
        guard let body = CachePack.bodies(of: digestsPack)[Self.digestsKey] else { return FileDigests() }
        return FileDigests(known: FileDigests.read(body))
    }

    /// Remembers what `digests` read or vouched for in this run, for the next.
    public func storeFileDigests(_ digests: FileDigests) {
        guard writes else { return }
        CachePack.write([Self.digestsKey: digests.table], to: digestsPack)
    }
}
