// MARK: - The header an Objective-C directive includes

extension ObjectiveCParser {
    /// The header a directive includes: `UIKit/UIKit.h` for `#import <UIKit/UIKit.h>`.
    static func includedHeader(_ directive: String) -> String? {
        // Byte by byte where each Character is one byte (ASCII, no carriage return: nearly every
        // directive); reading it by Characters cost a fifth of the parser's time.
        var text = directive
        let read: String?? = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return .none }
            return .some(includedHeader(ascii: bytes))
        }
        return read ?? includedHeaderByCharacters(directive)
    }

    /// `includedHeader` of an ASCII directive without carriage returns.
    private static func includedHeader(ascii bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var i = min(1, bytes.count)
        while i < bytes.count, bytes[i] == space || bytes[i] == tab { i += 1 }
        let wordStart = i
        while i < bytes.count, bytes[i] == UInt8(ascii: "_") || (bytes[i] | 0x20) >= UInt8(ascii: "a") && (bytes[i] | 0x20) <= UInt8(ascii: "z") {
            i += 1
        }
        let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<i])
        guard ["import", "include", "include_next"].contains(where: { $0.utf8.elementsEqual(word) }) else { return nil }
        while i < bytes.count, bytes[i] == space || bytes[i] == tab { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "<") || bytes[i] == UInt8(ascii: "\"") else { return nil }
        let close = bytes[i] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "\"")
        i += 1
        let nameStart = i
        while i < bytes.count, bytes[i] != close, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        return i == nameStart ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<i]), as: UTF8.self)
    }

    /// `includedHeader` by Characters (a directive with other text than ASCII, or with `\r\n`).
    static func includedHeaderByCharacters(_ directive: String) -> String? {
        var rest = directive.dropFirst().drop { $0 == " " || $0 == "\t" }
        let word = rest.prefix { $0.isLetter || $0 == "_" }
        guard ["import", "include", "include_next"].contains(word) else { return nil }
        rest = rest.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
        guard let open = rest.first, open == "<" || open == "\"" else { return nil }
        let close: Character = open == "<" ? ">" : "\""
        let name = rest.dropFirst().prefix { $0 != close && $0 != "\n" }
        return name.isEmpty ? nil : String(name)
    }
}
