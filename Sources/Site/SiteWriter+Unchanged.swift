import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Files that did not change
//
// A rebuild writes the new site into a staging folder as before (so an interrupted build leaves
// the old site whole), but a file whose bytes equal the previous site's file at the same path is
// hard-linked from it instead of written: no bytes are written, and the file keeps its
// modification time, so a web server, rsync or a browser's cache sees only what changed.

extension SiteWriter {
    /// Links `previous` to `path` when it holds exactly `data`; false when it does not (or cannot be
    /// linked: another file system, a missing file), and then nothing was made at `path`.
    static func linkIfUnchanged(_ data: Data, previous: String, to path: String) -> Bool {
        guard sameBytes(data, atPath: previous) else { return false }
        return link(previous, path) == 0
    }

    /// Whether the regular file at `path` holds exactly `data`.
    static func sameBytes(_ data: Data, atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == data.count else {
            return false
        }
        return data.withUnsafeBytes { (expected: UnsafeRawBufferPointer) -> Bool in
            var buffer = [UInt8](repeating: 0, count: min(max(expected.count, 1), 1 << 16))
            var offset = 0
            while offset < expected.count {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, min($0.count, expected.count - offset)) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                let equal = buffer.withUnsafeBytes { memcmp($0.baseAddress!, expected.baseAddress! + offset, count) == 0 }
                guard equal else { return false }
                offset += count
            }
            // Nothing more: the file did not grow while it was read.
            var extra: UInt8 = 0
            return read(descriptor, &extra, 1) == 0
        }
    }
}
