#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSyntax

// MARK: - A node's text without copying the tree

/// The text of syntax nodes as `trimmedDescription` gives it, read from the nodes as they are.
///
/// SwiftSyntax's `trimmedDescription` makes two detached copies of the node to drop its outer trivia,
/// and `with(\.body, nil)` a third: for every method signature and property type that cost more than
/// parsing the file did (7,125 files: `trimmed` alone was 6 % of `check`). The bytes of the parts, less
/// the outer trivia, are the same text.
enum SyntaxText {
    /// `node.trimmedDescription`.
    static func trimmed(_ node: some SyntaxProtocol) -> String {
        trimmed(parts: [Syntax(node)])
    }

    /// `node.trimmedDescription.hasPrefix(prefix)`, without reading the node when its first token says no
    /// (the trimmed text starts with that token's text).
    static func trimmed(_ node: some SyntaxProtocol, hasPrefix prefix: String) -> Bool {
        if let first = node.firstToken(viewMode: .all), first.presence == .present,
           let head = first.text.utf8.first, head != prefix.utf8.first { return false }
        return trimmed(node).hasPrefix(prefix)
    }

    /// `node.with(\.a, nil).with(\.b, []).trimmedDescription`: the node's text without the children
    /// `leavingOut` (nil ones are ignored), trimmed.
    static func trimmed(_ node: some SyntaxProtocol, leavingOut left: [Syntax?]) -> String {
        trimmed(parts: parts(of: node, leavingOut: left))
    }

    /// The node's children but `left` (nil ones are ignored), in order.
    private static func parts(of node: some SyntaxProtocol, leavingOut left: [Syntax?]) -> [Syntax] {
        let skipped = left.compactMap { $0?.id }
        return node.children(viewMode: .all).filter { !skipped.contains($0.id) }
    }

    /// `trimmed(node, leavingOut: left).foldingWhitespace()` (a method's signature: no attributes, no
    /// body), read from `source`, the bytes the tree was parsed from, when the parts kept are one run
    /// of them (unless broken code left unexpected nodes around the parts left out). Walking the
    /// parts' tokens for their text was a fifth of the facts visitor's time.
    static func folded(_ node: some SyntaxProtocol, leavingOut left: [Syntax?], source: UnsafeBufferPointer<UInt8>) -> String {
        let parts = parts(of: node, leavingOut: left)
        guard let head = parts.first, let tail = parts.last else { return "" }
        let lower = head.position.utf8Offset, upper = tail.endPosition.utf8Offset
        guard upper <= source.count, upper - lower == parts.reduce(0, { $0 + $1.totalLength.utf8Length }) else {
            return trimmed(parts: parts).foldingWhitespace()
        }
        let trivia = outerTrivia(of: parts)
        let start = lower + trivia.leading, end = upper - trivia.trailing
        return start < end ? String.folding(UnsafeBufferPointer(rebasing: source[start..<end])) : ""
    }

    /// The parts' text, in order, without the leading trivia of the first token and the trailing
    /// trivia of the last one. As `trimmed` does, those are the first and last tokens in the layout,
    /// missing or not: a missing token has no trivia, so the present token after it keeps its own.
    static func trimmed(parts: [Syntax]) -> String {
        var bytes: [UInt8] = []
        for part in parts { bytes += part.syntaxTextBytes }
        let trivia = outerTrivia(of: parts)
        let start = trivia.leading, end = bytes.count - trivia.trailing
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    /// The length of the leading trivia of the parts' first token and of the trailing trivia of their
    /// last one (none for a missing token).
    private static func outerTrivia(of parts: [Syntax]) -> (leading: Int, trailing: Int) {
        let first = parts.lazy.compactMap { $0.firstToken(viewMode: .all) }.first
        let last = parts.reversed().lazy.compactMap { $0.lastToken(viewMode: .all) }.first
        return (first.map { $0.presence == .present ? $0.leadingTriviaLength.utf8Length : 0 } ?? 0,
                last.map { $0.presence == .present ? $0.trailingTriviaLength.utf8Length : 0 } ?? 0)
    }
}

// MARK: - Finding text without Foundation

extension String {
    /// `first?.isUppercase == true`, from the first byte when the first Character is one ASCII
    /// scalar (the next byte is ASCII too, or there is none): a Character's case reads Unicode's
    /// tables, at every call and name the visitor looks at.
    public var startsUppercase: Bool {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        if first < 0x80, bytes.next().map({ $0 < 0x80 }) ?? true { return first >= 0x41 && first <= 0x5A }
        return self.first?.isUppercase == true
    }

    /// Whether the UTF-8 of `needle` occurs in this text, byte for byte. Foundation's `contains` goes
    /// through `CFStringFind` (UTF-16 and locale-aware); for names and markers of ASCII a byte search
    /// answers the same, many times faster.
    public func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { haystack in needle.withUTF8 { Self.find($0, in: haystack) } }
    }

    /// Each place of the needle's first byte found with the C library's `memchr`, which looks at
    /// many bytes at once, then compared with `memcmp` (the visitor searches each file for markers).
    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needleStart = needle.baseAddress, !needle.isEmpty else { return true }
        guard let haystackStart = haystack.baseAddress, needle.count <= haystack.count else { return false }
        let head = Int32(needleStart.pointee)
        let lastStart = haystack.count - needle.count
        var offset = 0
        while offset <= lastStart, let found = memchr(haystackStart + offset, head, lastStart - offset + 1) {
            let start = UnsafeRawPointer(found) - UnsafeRawPointer(haystackStart)
            if memcmp(found, needleStart, needle.count) == 0 { return true }
            offset = start + 1
        }
        return false
    }
}

extension Substring {
    /// The runs of letters, digits and `_`, as `split { !($0.isLetter || $0.isNumber || $0 == "_") }`
    /// gives them; byte by byte when the text is ASCII (Unicode's tables cost more than the split).
    public func identifierWords() -> [Substring] {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return split { !($0.isLetter || $0.isNumber || $0 == "_") } }
        var words: [Substring] = []
        var start: Index?
        var index = startIndex
        for byte in utf8 {
            let isWord = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
            if isWord {
                if start == nil { start = index }
            } else if let first = start {
                words.append(self[first..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let first = start { words.append(self[first..<endIndex]) }
        return words
    }
}

extension String {
    /// `split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")`:
    /// runs of white space as one space, none at the ends. Byte by byte for ASCII text, where the one
    /// Character of two bytes is "\r\n" (no separator: it equals neither "\r" nor "\n"); by Characters
    /// otherwise (a combining mark joins the space before it).
    public func foldingWhitespace() -> String {
        var text = self
        return text.withUTF8 { Self.folding($0) }
    }

    /// `foldingWhitespace()` of the text of `bytes` (UTF-8), read in place.
    static func folding(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: bytes, as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        }
        var folded: [UInt8] = []
        folded.reserveCapacity(bytes.count)
        var pendingSpace = false
        for (index, byte) in bytes.enumerated() {
            let isSeparator = switch byte {
            case 0x20, 0x09: true
            case 0x0D: index + 1 == bytes.count || bytes[index + 1] != 0x0A
            case 0x0A: index == 0 || bytes[index - 1] != 0x0D
            default: false
            }
            if isSeparator {
                pendingSpace = !folded.isEmpty
            } else {
                if pendingSpace { folded.append(0x20) }
                pendingSpace = false
                folded.append(byte)
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }
}
