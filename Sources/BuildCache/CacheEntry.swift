import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - One entry of the cache
//
// An entry is one file, `<kind>/<2 hex digits>/<key>`, holding a header line with the SHA-256 of
// the body, then the body:
//
//     viper-docs-cache 1 <sha256 of the body, hex> <length of the body>\n<body>
//
// Whatever does not read back exactly (missing, truncated, a changed byte, an older format) is no
// entry: the caller computes the value again and the entry is written anew. Entries are written to
// a temporary file and renamed into place, so two builds at once each see whole entries only.

enum CacheEntry {
    static let magic = "viper-docs-cache 1 "

    /// The SHA-256 of `parts`, each preceded by its length (so that no two lists of parts give the
    /// same bytes), in hex.
    static func key(_ parts: [Data]) -> String {
        var hasher = SHA256()
        for part in parts {
            hasher.update(data: Data("\(part.count):".utf8))
            hasher.update(data: part)
        }
        return hex(hasher.finalize())
    }

    static func hex(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        for byte in digest {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The body of the entry at `url`, or nil when it is missing or does not check out.
    static func read(_ url: URL) -> Data? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        guard header.hasPrefix(magic) else { return nil }
        let fields = header.dropFirst(magic.count).split(separator: " ")
        let body = data[(newline + 1)...]
        guard fields.count == 2, let length = Int(fields[1]), length == body.count,
              fields[0] == hex(SHA256.hash(data: body)) else { return nil }
        return Data(body)
    }

    /// Writes `body` as the entry at `url` (a temporary file, renamed into place); false when it
    /// could not be written (the cache is only an aid: the build goes on).
    @discardableResult
    static func write(_ body: Data, to url: URL) -> Bool {
        let folder = url.deletingLastPathComponent()
        var entry = Data("\(magic)\(hex(SHA256.hash(data: body))) \(body.count)\n".utf8)
        entry.append(body)
        let temporary = folder.appendingPathComponent(".tmp-\(UUID().uuidString)")
        if !writeFile(entry, to: temporary.path) {
            // The shard's folder is made on first use.
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                  writeFile(entry, to: temporary.path) else { return false }
        }
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            return false
        }
        return true
    }

    private static func writeFile(_ data: Data, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var ok = true
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    ok = false
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 { ok = false }
        if !ok { unlink(path) }
        return ok
    }

    /// Why a file operation failed, as a clause.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}

/// `write(2)`, by a name no `write` method hides.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
