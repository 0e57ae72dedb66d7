import Foundation

// MARK: - Bytes in, bytes out
//
// The primitives of the binary forms of the facts (`FactsCodec`, in BuildCache) and of the model
// (`ModelCodec`). Every read is bounds-checked: bytes of another format, or cut short, throw; they
// never crash and never make a value up.

/// Appends integers and strings in the forms `ByteReader` reads.
public final class ByteWriter {
    public var bytes: [UInt8] = []

    public init() {}

    /// LEB128: seven bits a byte, the high bit set on all but the last.
    public func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zigzag, then LEB128: small negative numbers stay short.
    public func int(_ value: Int) {
        let value = Int64(value)
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    public func byte(_ value: UInt8) {
        bytes.append(value)
    }

    public func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Its UTF-8 length, then its UTF-8.
    public func string(_ value: String) {
        varint(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }
}

/// Reads what `ByteWriter` wrote, checking every bound.
public final class ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { position == bytes.count }
    public var remaining: Int { bytes.count - position }

    public func corrupt(_ what: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "binary form: \(what) at byte \(position)"))
    }

    public func byte() throws -> UInt8 {
        guard position < bytes.count else { throw corrupt("end of data") }
        defer { position += 1 }
        return bytes[position]
    }

    public func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw corrupt("no Boolean")
        }
    }

    public func varint() throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 70, by: 7) {
            let next = try byte()
            guard shift < 63 || next <= 1 else { throw corrupt("integer too long") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
        }
        throw corrupt("integer too long")
    }

    public func int() throws -> Int {
        let raw = try varint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of values that follow: every value takes a byte at least, so a larger one is not this format.
    public func count() throws -> Int {
        let count = try varint()
        guard count <= UInt64(remaining) else { throw corrupt("count past the end") }
        return Int(count)
    }

    /// A count, then as many values, each read by `read`. Inlinable, so that a reader in another
    /// module gets it made for its own types instead of looking up each array's type at run time.
    @inlinable
    public func array<T>(_ read: () throws -> T) throws -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read()) }
        return values
    }

    /// One byte: the number of a case in `cases`.
    public func enumCase<T>(_ cases: [T]) throws -> T {
        let index = Int(try byte())
        guard index < cases.count else { throw corrupt("no such case") }
        return cases[index]
    }

    /// The next `count` bytes must be `expected`.
    public func expect(_ expected: [UInt8]) throws {
        guard expected.count <= remaining, bytes[position..<(position + expected.count)].elementsEqual(expected) else {
            throw corrupt("not this format")
        }
        position += expected.count
    }

    /// Strings longer than fit inline, by value: each is made once per file decoded.
    private var interned = Set<String>()

    public func string() throws -> String {
        try string(length: try varint())
    }

    public func string(length: UInt64) throws -> String {
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
