import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Keys and atomic writes of the cache's files

/// The SHA-256 of a list of parts, each preceded by its length (so that no two lists of parts give
/// the same bytes), in hex: the cache's keys, and a build's fingerprint of its inputs.
public struct PartsDigest {
    private var hasher = SHA256()

    public init() {}

    public mutating func add(_ part: some DataProtocol) {
        var count = "\(part.count):"
        count.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        hasher.update(data: part)
    }

    /// The text's UTF-8 bytes, read in place: `Data(text.utf8)` copied them through a generic
    /// initializer whose dynamic casts cost more than the hashing (every scanned file's key).
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    public func finish() -> String {
        CacheEntry.hex(hasher.finalize())
    }
}

enum CacheEntry {
    /// The `PartsDigest` of `parts`.
    static func key(_ parts: [Data]) -> String {
        var digest = PartsDigest()
        for part in parts { digest.add(part) }
        return digest.finish()
    }

    /// The SHA-256 of `data`, hex: a pack's record of each body, and what a read checks it against.
    static func sha256(_ data: Data) -> String {
        hex(SHA256.hash(data: data))
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

    /// Writes `data` as the file at `url`: into a temporary file beside it, renamed into place, so
    /// that a reader sees the old file or the new one, whole. False when it could not be written (the
    /// cache is only an aid: the build goes on).
    @discardableResult
    static func write(raw data: Data, to url: URL) -> Bool {
        write(to: url) { $0.append(data) }
    }

    /// Writes the file at `url` from what `produce` appends to the sink it is given, a megabyte at a
    /// time (a pack is never whole in memory), the same way: into a temporary file, renamed into place.
    /// `produce` returns false (or the sink fails) to give up: nothing is left behind.
    @discardableResult
    static func write(to url: URL, _ produce: (FileSink) -> Bool) -> Bool {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".tmp-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let sink = FileSink(descriptor)
        var ok = produce(sink) && sink.flush()
        if close(descriptor) != 0 { ok = false }
        guard ok, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            return false
        }
        return true
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

/// Bytes for an open file, written a megabyte at a time.
final class FileSink {
    private let descriptor: Int32
    private var buffer = Data()
    private(set) var failed = false

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 20)
    }

    /// False once a write failed.
    @discardableResult
    func append(_ data: some DataProtocol) -> Bool {
        buffer.append(contentsOf: data)
        return buffer.count < 1 << 20 || flush()
    }

    /// Writes what is buffered; false once a write failed.
    func flush() -> Bool {
        guard !failed else { return false }
        buffer.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return !failed
    }
}

/// `write(2)`, by a name no `write` method hides.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
