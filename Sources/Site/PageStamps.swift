import Crypto
import Foundation
import SourceScanner

// MARK: - Pages that need no rendering
//
// A rebuild renders only the pages whose inputs changed. Each page written is stamped with the
// digest of what it was made from (its inputs, its frame, the theme and the tool) and with the
// file it became (inode, size, modification time). The next build computes the page's digest
// again, and when it is the same and the previous site still holds that very file untouched, it
// links the file into the new site instead of rendering it.

/// What a page was made from and the file it became.
public struct PageStamp: Codable, Sendable, Equatable {
    /// SHA-256 of the page's inputs, hex.
    public var digest: String
    public var inode: UInt64
    public var size: Int64
    public var seconds: Int64
    public var nanoseconds: Int64

    public init(digest: String, inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64) {
        self.digest = digest
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The stamp of the regular file at `path` for `digest`, or nil when there is no such file.
    static func of(path: String, digest: String) -> PageStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return PageStamp(info, digest: digest)
    }

    init(_ info: stat, digest: String) {
        self.init(digest: digest, inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    /// Whether the file at `path` is still the one this stamp describes.
    public func describes(path: String) -> Bool {
        PageStamp.of(path: path, digest: digest) == self
    }
}

extension PageStamp {
    /// The number of regular files under `folder` (hidden ones too), or nil when it holds anything
    /// else than files and folders, or cannot be read: a site is whole only when it holds exactly
    /// the files its build wrote.
    public static func regularFileCount(under folder: String) -> Int? {
        guard let entries = FolderEntries.read(folder) else { return nil }
        var count = 0
        for entry in entries {
            switch entry.kind ?? FileKind.of(linkAt: folder + "/" + entry.name) {
            case .regular: count += 1
            case .directory:
                guard let inner = regularFileCount(under: folder + "/" + entry.name) else { return nil }
                count += inner
            default: return nil
            }
        }
        return count
    }
}

/// Where a site's stamps are kept between builds (the build cache).
public protocol PageStampStore: Sendable {
    /// The stamps of the pages of the site at `site` written by the last build, by page path.
    func pageStamps(site: String) -> [String: PageStamp]
    /// Keeps `stamps` for the next build into `site`.
    func storePageStamps(_ stamps: [String: PageStamp], site: String)
    /// Where the site before the one at `site` is kept, for the next build to make its site in
    /// (`SiteWriter.RecycledTree`); nil when there is no such place on the site's file system.
    func spareFolder(site: String) -> String?
    /// The SHA-256 of each scanned file's text (by its relative path) that the last build into
    /// `site` made the file's source page from, where it knew it (by the path's bytes: two names that
    /// differ only in Unicode normalisation are two files, and neither's page is kept for the other's text).
    func sourceDigests(site: String) -> PathMap<String>
    /// Keeps `stamps`, and the digests of the texts the source pages were made from, for the next build into `site`.
    func storePageStamps(_ stamps: [String: PageStamp], sources: PathMap<String>, site: String)
}

extension PageStampStore {
    public func spareFolder(site: String) -> String? { nil }
    public func sourceDigests(site: String) -> PathMap<String> { [:] }
    public func storePageStamps(_ stamps: [String: PageStamp], sources: PathMap<String>, site: String) {
        storePageStamps(stamps, site: site)
    }
}

// MARK: - Digests

/// SHA-256 of encodable values: each field's name and value, in the order the type encodes them.
struct PageDigest {
    private let sink = DigestSink()

    mutating func add(_ value: some Encodable) {
        try? value.encode(to: DigestEncoder(sink: sink))
        sink.byte(0xFF)
    }

    mutating func add(_ text: String) {
        sink.string(text)
    }

    /// Bytes as they are (a value's own binary form, `ModelCodec`), after their count.
    mutating func add(bytes: [UInt8]) {
        sink.bytes(bytes)
    }

    func finish() -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in sink.finalize() {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}

/// A value shared by many pages, which carries its own digest (made once by `digestedOnce()`).
protocol DigestOnce: Encodable {
    var digest: String? { get set }
}

extension DigestOnce {
    /// This value with its digest.
    func digestedOnce() -> Self {
        var digest = PageDigest()
        digest.add(self)
        var copy = self
        copy.digest = digest.finish()
        return copy
    }
}

/// Bytes gathered into a buffer and hashed a block at a time: a page's digest is made of many small
/// values, and hashing each on its own cost more than the rest of telling a page did not change.
///
/// The hasher and the buffer live behind a pointer the sink owns: as stored properties of a class,
/// every byte appended was checked at run time for overlapping access, which cost as much as hashing.
private final class DigestSink {
    private struct State {
        var hasher = SHA256()
        var buffer: [UInt8] = []
    }

    private let state: UnsafeMutablePointer<State>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        state.pointee.buffer.reserveCapacity(1 << 14)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    func byte(_ value: UInt8) {
        state.pointee.buffer.append(value)
    }

    func integer(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { state.pointee.buffer.append(contentsOf: $0) }
    }

    func string(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            integer(Int64(bytes.count))
            if bytes.count > 4096 {
                flush()
                state.pointee.hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
            } else {
                state.pointee.buffer.append(contentsOf: bytes)
                if state.pointee.buffer.count > 1 << 14 { flush() }
            }
        }
    }

    func bytes(_ value: [UInt8]) {
        integer(Int64(value.count))
        flush()
        value.withUnsafeBytes { state.pointee.hasher.update(bufferPointer: $0) }
    }

    private func flush() {
        state.pointee.buffer.withUnsafeBytes { state.pointee.hasher.update(bufferPointer: $0) }
        state.pointee.buffer.removeAll(keepingCapacity: true)
    }

    func finalize() -> SHA256.Digest {
        flush()
        return state.pointee.hasher.finalize()
    }

    func text(_ value: String) { byte(1); string(value) }
    func number(_ value: Int) { byte(2); integer(Int64(value)) }
    func flag(_ value: Bool) { byte(3); byte(value ? 1 : 0) }

    func value(_ value: some Encodable) {
        switch value {
        case let value as String: text(value)
        case let value as Int: number(value)
        case let value as Bool: flag(value)
        case let shared as any DigestOnce where shared.digest != nil: byte(6); string(shared.digest!)
        default:
            byte(4)
            try? value.encode(to: DigestEncoder(sink: self))
            byte(5)
        }
    }
}

private struct DigestEncoder: Encoder {
    let sink: DigestSink
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DigestKeyed(sink: sink))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer { DigestUnkeyed(sink: sink) }
    func singleValueContainer() -> SingleValueEncodingContainer { DigestUnkeyed(sink: sink) }
}

private struct DigestKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: DigestSink
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) { sink.string(key.stringValue); sink.byte(0) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { sink.string(key.stringValue); sink.value(value) }

    // The plain values a context is mostly made of, written as `value(_:)` writes them, without its casts.
    mutating func encode(_ value: String, forKey key: Key) { sink.string(key.stringValue); sink.text(value) }
    mutating func encode(_ value: Int, forKey key: Key) { sink.string(key.stringValue); sink.number(value) }
    mutating func encode(_ value: Bool, forKey key: Key) { sink.string(key.stringValue); sink.flag(value) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        sink.string(key.stringValue)
        return KeyedEncodingContainer(DigestKeyed<NestedKey>(sink: sink))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        sink.string(key.stringValue)
        return DigestUnkeyed(sink: sink)
    }

    mutating func superEncoder() -> Encoder { DigestEncoder(sink: sink) }
    mutating func superEncoder(forKey key: Key) -> Encoder { DigestEncoder(sink: sink) }
}

/// A list's elements (and a single value) in order; each is tagged, so `["a", "b"]` and `["ab"]` differ.
private struct DigestUnkeyed: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let sink: DigestSink
    var codingPath: [CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() { sink.byte(0) }
    mutating func encode<T: Encodable>(_ value: T) { sink.value(value) }
    mutating func encode(_ value: String) { sink.text(value) }
    mutating func encode(_ value: Int) { sink.number(value) }
    mutating func encode(_ value: Bool) { sink.flag(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(DigestKeyed<NestedKey>(sink: sink))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { DigestUnkeyed(sink: sink) }
    mutating func superEncoder() -> Encoder { DigestEncoder(sink: sink) }
}
