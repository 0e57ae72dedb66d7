import Foundation

// MARK: - Bytes in, bytes out
//
// The primitives of the facts' binary form (FactsCodec.swift). Every read is bounds-checked: bytes
// of another format, or cut short, throw; they never crash and never make a value up.

/// Appends integers and strings in the forms `ByteReader` reads.
final class ByteWriter {
    var bytes: [UInt8] = []

    /// LEB128: seven bits a byte, the high bit set on all but the last.
    func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zigzag, then LEB128: small negative numbers stay short.
    func int(_ value: Int) {
        let value = Int64(value)
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func byte(_ value: UInt8) {
        bytes.append(value)
    }

    func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Its UTF-8 length, then its UTF-8.
    func string(_ value: String) {
        varint(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }
}

/// Reads what `ByteWriter` wrote, checking every bound.
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

    func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw corrupt("no Boolean")
        }
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

    func int() throws -> Int {
        let raw = try varint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of values that follow: every value takes a byte at least, so a larger one is not this format.
    func count() throws -> Int {
        let count = try varint()
        guard count <= UInt64(remaining) else { throw corrupt("count past the end") }
        return Int(count)
    }

    /// The next `count` bytes must be `expected`.
    func expect(_ expected: [UInt8]) throws {
        guard expected.count <= remaining, bytes[position..<(position + expected.count)].elementsEqual(expected) else {
            throw corrupt("not this format")
        }
        position += expected.count
    }

    /// Strings longer than fit inline, by value: each is made once per file decoded.
    private var interned = Set<String>()

    func string() throws -> String {
        try string(length: try varint())
    }

    func string(length: UInt64) throws -> String {
        guard length <= UInt64(remaining) else { throw corrupt("string past the end") }
        let end = position + Int(length)
        defer { position = end }
        let string = String(decoding: bytes[position..<end], as: UTF8.self)
        // Equal strings of one instance compare without reading their bytes: the model compares and
        // sorts names and locations (with a copy in each, a warm build's model took ~1.5× as long).
        guard length > 15 else { return string }
        return interned.insert(string).memberAfterInsert
    }
}
