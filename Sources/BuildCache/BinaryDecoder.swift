import Foundation

// MARK: - Reading the binary form back (see BinaryEncoder.swift)
//
// Every read is bounds-checked: bytes of another format, or cut short, throw a `DecodingError`
// (and the file is parsed again); they never crash and never make a value up.

final class ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }
    var remaining: Int { bytes.count - position }

    func corrupt(_ what: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "binary facts: \(what) at byte \(position)"))
    }

    func byte() throws -> UInt8 {
        guard position < bytes.count else { throw corrupt("end of data") }
        defer { position += 1 }
        return bytes[position]
    }

    func varint() throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 70, by: 7) {
            let next = try byte()
            guard shift < 63 || next <= 1 else { throw corrupt("integer too long") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
        }
        throw corrupt("integer too long")
    }

    func int() throws -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    func fixed(bytes count: Int) throws -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<count { value |= UInt64(try byte()) << (8 * UInt64(shift)) }
        return value
    }

    /// Strings longer than fit inline, by value: each is made once per value decoded.
    private var interned = Set<String>()

    func string() throws -> String {
        let length = try varint()
        guard length <= UInt64(remaining) else { throw corrupt("string past the end") }
        let end = position + Int(length)
        defer { position = end }
        let string = String(decoding: bytes[position..<end], as: UTF8.self)
        // One instance for the file's path in every location, as the scanner makes them: the model
        // compares and sorts locations, and equal strings of one instance compare without reading
        // their bytes (with a copy of the path in each, a warm build's model took ~1.5× as long as
        // after a parse: 1.16 s against 0.73 s, measured under load).
        guard length > 15 else { return string }
        return interned.insert(string).memberAfterInsert
    }

    func count() throws -> Int {
        let count = Int(try fixed(bytes: 4))
        // Every value takes a byte at least: a larger count is not this format.
        guard count <= remaining else { throw corrupt("count past the end") }
        return count
    }

    /// Reads an entry's key, which must be `key`, and whether a value follows.
    func entry(_ key: some CodingKey) throws -> Bool {
        let name = key.stringValue.utf8
        let length = Int(try byte())
        guard length == name.count, length <= remaining, bytes[position..<(position + length)].elementsEqual(name) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "binary facts: another key at byte \(position)"))
        }
        position += length
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw corrupt("no presence flag")
        }
    }

    /// Reads the entry of `key` when it holds nil; leaves one with a value for the `decode` that follows.
    func skipNil(_ key: some CodingKey) -> Bool {
        let name = key.stringValue.utf8
        let flag = position + 1 + name.count
        guard flag < bytes.count, Int(bytes[position]) == name.count, bytes[(position + 1)..<flag].elementsEqual(name),
              bytes[flag] == 0 else { return false }
        position = flag + 1
        return true
    }

    /// The next entry's key, without reading it.
    func peekKey() -> String? {
        guard position < bytes.count else { return nil }
        let length = Int(bytes[position])
        guard length < remaining else { return nil }
        return String(decoding: bytes[(position + 1)..<(position + 1 + length)], as: UTF8.self)
    }
}

struct BinaryDecoder: Decoder {
    let reader: ByteReader
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedReader<Key>(reader: reader, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedReader(reader: reader, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        ValueReader(reader: reader, codingPath: codingPath)
    }
}

struct ValueReader: SingleValueDecodingContainer {
    let reader: ByteReader
    var codingPath: [any CodingKey] = []

    /// Optionals are written only as keyed entries: here a value is never nil.
    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool {
        switch try reader.byte() {
        case 0: return false
        case 1: return true
        default: throw reader.corrupt("no Bool")
        }
    }
    func decode(_ type: String.Type) throws -> String { try reader.string() }
    func decode(_ type: Double.Type) throws -> Double { Double(bitPattern: try reader.fixed(bytes: 8)) }
    func decode(_ type: Float.Type) throws -> Float { Float(bitPattern: UInt32(try reader.fixed(bytes: 4))) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.int() }
    func decode(_ type: UInt.Type) throws -> UInt { try unsigned() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unsigned() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unsigned() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unsigned() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.varint() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: BinaryDecoder(reader: reader, codingPath: codingPath))
    }

    private func integer<T: FixedWidthInteger & SignedInteger>() throws -> T {
        guard let value = T(exactly: try reader.int()) else { throw reader.corrupt("integer out of range") }
        return value
    }

    private func unsigned<T: FixedWidthInteger & UnsignedInteger>() throws -> T {
        guard let value = T(exactly: try reader.varint()) else { throw reader.corrupt("integer out of range") }
        return value
    }
}

struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: ByteReader
    var codingPath: [any CodingKey] = []

    /// Only what an enum with associated values asks for (its one case's key); a struct's keys are
    /// read in order instead.
    var allKeys: [Key] { reader.peekKey().flatMap { Key(stringValue: $0) }.map { [$0] } ?? [] }
    func contains(_ key: Key) -> Bool { reader.peekKey() == key.stringValue }

    func decodeNil(forKey key: Key) -> Bool {
        reader.skipNil(key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try present(key)
        return try reader.string()
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try present(key)
        return try ValueReader(reader: reader).decode(Int.self)
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try present(key)
        return try ValueReader(reader: reader).decode(Bool.self)
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try present(key)
        return try ValueReader(reader: reader, codingPath: codingPath + [key]).decode(T.self)
    }

    // Each optional has its entry: its flag says whether a value follows.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try reader.entry(key) ? try ValueReader(reader: reader, codingPath: codingPath + [key]).decode(T.self) : nil
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(key) }

    private func optional<T: Decodable>(_ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }

    private func present(_ key: Key) throws {
        guard try reader.entry(key) else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath + [key], debugDescription: "binary facts: nil"))
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try present(key)
        return KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try present(key)
        return try UnkeyedReader(reader: reader, codingPath: codingPath + [key])
    }

    func superDecoder() -> any Decoder { BinaryDecoder(reader: reader, codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        try present(key)
        return BinaryDecoder(reader: reader, codingPath: codingPath + [key])
    }
}

struct UnkeyedReader: UnkeyedDecodingContainer {
    let reader: ByteReader
    var codingPath: [any CodingKey] = []
    let count: Int?
    private(set) var currentIndex = 0

    init(reader: ByteReader, codingPath: [any CodingKey]) throws {
        self.reader = reader
        self.codingPath = codingPath
        count = try reader.count()
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func next() throws {
        guard !isAtEnd else { throw reader.corrupt("past the last element") }
        currentIndex += 1
    }

    func decodeNil() -> Bool { false }

    mutating func decode(_ type: String.Type) throws -> String {
        try next()
        return try reader.string()
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next()
        return try ValueReader(reader: reader, codingPath: codingPath).decode(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next()
        return KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next()
        return try UnkeyedReader(reader: reader, codingPath: codingPath)
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
        return BinaryDecoder(reader: reader, codingPath: codingPath)
    }
}
