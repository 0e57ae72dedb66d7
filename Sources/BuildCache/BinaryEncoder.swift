import Foundation

// MARK: - Facts in a compact binary form
//
// `facts.pack` holds each file's facts in this form, not JSON: decoding 7,075 files' facts from JSON
// took most of a warm build's scan (0.4 of 0.6 s). Any `Codable` value is written in the order its
// `encode(to:)` writes, with no reflection and no text:
//
//     keyed entry     <key: length byte + UTF-8> <1: present | 0: nil> <value, when present>
//     unkeyed         <count: 4 bytes, little-endian> <values>
//     Int, UInt…      zigzag LEB128;  Bool: one byte;  Double, Float: bit pattern, little-endian
//     String          <length: LEB128> <UTF-8>
//
// The key names are kept so that the decoder checks each one against the key it asks for: a value
// read in another order than it was written (a changed type) fails to decode and is parsed again,
// never misread. Optionals outside a keyed container are not supported (the facts have none).

/// Encodes a `Codable` value in the binary form above.
enum BinaryCoding {
    static func encode(_ value: some Encodable) throws -> Data {
        let writer = ByteWriter()
        try value.encode(to: BinaryEncoder(writer: writer))
        return Data(writer.bytes)
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let reader = ByteReader(Array(data))
        let value = try T(from: BinaryDecoder(reader: reader))
        guard reader.isAtEnd else { throw reader.corrupt("bytes after the value") }
        return value
    }
}

final class ByteWriter {
    var bytes: [UInt8] = []

    func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func int(_ value: Int64) {
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func fixed(_ value: UInt64, bytes count: Int) {
        for shift in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift)))) }
    }

    func string(_ value: String) {
        varint(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    func key(_ key: some CodingKey, present: Bool) throws {
        let name = key.stringValue.utf8
        guard name.count < 256 else { throw EncodingError.invalidValue(key.stringValue, .init(codingPath: [key], debugDescription: "key too long")) }
        bytes.append(UInt8(name.count))
        bytes.append(contentsOf: name)
        bytes.append(present ? 1 : 0)
    }
}

struct BinaryEncoder: Encoder {
    let writer: ByteWriter
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedWriter(writer: writer)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ValueWriter(writer: writer)
    }
}

/// Writes one value of any type the coding protocols know; shared by the three containers.
struct ValueWriter: SingleValueEncodingContainer {
    let writer: ByteWriter
    var codingPath: [any CodingKey] = []

    func encodeNil() throws {
        throw EncodingError.invalidValue(Optional<Int>.none as Any, .init(codingPath: codingPath, debugDescription: "nil outside a keyed container"))
    }
    func encode(_ value: Bool) { writer.bytes.append(value ? 1 : 0) }
    func encode(_ value: String) { writer.string(value) }
    func encode(_ value: Double) { writer.fixed(value.bitPattern, bytes: 8) }
    func encode(_ value: Float) { writer.fixed(UInt64(value.bitPattern), bytes: 4) }
    func encode(_ value: Int) { writer.int(Int64(value)) }
    func encode(_ value: Int8) { writer.int(Int64(value)) }
    func encode(_ value: Int16) { writer.int(Int64(value)) }
    func encode(_ value: Int32) { writer.int(Int64(value)) }
    func encode(_ value: Int64) { writer.int(value) }
    func encode(_ value: UInt) { writer.varint(UInt64(value)) }
    func encode(_ value: UInt8) { writer.varint(UInt64(value)) }
    func encode(_ value: UInt16) { writer.varint(UInt64(value)) }
    func encode(_ value: UInt32) { writer.varint(UInt64(value)) }
    func encode(_ value: UInt64) { writer.varint(value) }
    func encode(_ value: some Encodable) throws {
        try value.encode(to: BinaryEncoder(writer: writer, codingPath: codingPath))
    }
}

struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: ByteWriter
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) throws { try writer.key(key, present: false) }

    // The common kinds directly, not through `encode(to:)` and a container of their own.
    mutating func encode(_ value: String, forKey key: Key) throws {
        try writer.key(key, present: true)
        writer.string(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        try writer.key(key, present: true)
        writer.int(Int64(value))
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try writer.key(key, present: true)
        writer.bytes.append(value ? 1 : 0)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try writer.key(key, present: true)
        try ValueWriter(writer: writer, codingPath: codingPath + [key]).encode(value)
    }

    // Every optional writes its entry, nil or not (the protocol's default writes nothing for nil,
    // which the decoder could not tell from a missing key).
    mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try optional(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try optional(value, key) }

    private mutating func optional(_ value: (some Encodable)?, _ key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        // A key longer than 255 bytes is no Swift property name; written cut, it fails to decode.
        try? writer.key(key, present: true)
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(writer: writer, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        try? writer.key(key, present: true)
        return UnkeyedWriter(writer: writer, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { BinaryEncoder(writer: writer, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        try? writer.key(key, present: true)
        return BinaryEncoder(writer: writer, codingPath: codingPath + [key])
    }
}

struct UnkeyedWriter: UnkeyedEncodingContainer {
    let writer: ByteWriter
    var codingPath: [any CodingKey] = []
    private(set) var count = 0
    /// Where the count is, written again after each value.
    private let countOffset: Int

    init(writer: ByteWriter, codingPath: [any CodingKey] = []) {
        self.writer = writer
        self.codingPath = codingPath
        countOffset = writer.bytes.count
        writer.fixed(0, bytes: 4)
    }

    private mutating func counted() {
        count += 1
        for shift in 0..<4 { writer.bytes[countOffset + shift] = UInt8(truncatingIfNeeded: count >> (8 * shift)) }
    }

    mutating func encodeNil() throws { try ValueWriter(writer: writer, codingPath: codingPath).encodeNil() }

    mutating func encode(_ value: some Encodable) throws {
        try ValueWriter(writer: writer, codingPath: codingPath).encode(value)
        counted()
    }

    mutating func encode(_ value: String) throws {
        writer.string(value)
        counted()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        counted()
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(writer: writer, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        counted()
        return UnkeyedWriter(writer: writer, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        counted()
        return BinaryEncoder(writer: writer, codingPath: codingPath)
    }
}
