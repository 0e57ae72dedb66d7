// MARK: - Nesting in Swift, with Swift's string literals

extension NestingDepth {
    /// How deep a Swift text nests. Strings are lexed as Swift does — raw strings (`#"…"#`, where
    /// `\` escapes only as `\#`), multi-line strings (`"""…"""`) and interpolations (`"\(f([x]))"`,
    /// whose brackets count: SwiftParser descends into them) — so that no string hides the rest of
    /// the file from the count. `raw` also counts every bracket inside strings and comments: a file
    /// deep by either count is parsed on a large stack.
    static func measureSwift(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Measure {
        var lexer = SwiftNestingLexer(bytes: bytes, limit: limit)
        lexer.run()
        return lexer.result
    }
}

/// One pass over a Swift text's bytes; see `NestingDepth.measureSwift`.
struct SwiftNestingLexer {
    private struct Literal {
        var hashes: Int
        var multiline: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private(set) var result = NestingDepth.Measure()

    private var index = 0
    private var line = 1
    private var depth = 0, angles = 0, squareRun = 0, raw = 0
    /// Open string literals, innermost last; an interpolation inside the last one closes at the depth in `interpolations`.
    private var literals: [Literal] = []
    private var interpolations: [Int] = []

    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")

    init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.bytes = bytes
        self.limit = limit
    }

    private var inLiteral: Bool { literals.count > interpolations.count }

    private func peek(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// Whether `count` `#` follow at `offset`.
    private func hashes(_ count: Int, at offset: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        for position in offset..<(offset + count) where bytes[position] != Self.hash { return false }
        return true
    }

    mutating func run() {
        let plain = Self.plainBytes
        while index < bytes.count, result.depth <= limit {
            let byte = bytes[index]
            // A run of code bytes that change nothing but `squareRun` (names, digits, most operators),
            // passed over at once: the count of the 1,000-module app's sources took 9 ms on two cores
            // byte by byte, 6 ms so.
            if plain[Int(byte)], !inLiteral {
                repeat { index += 1 } while index < bytes.count && plain[Int(bytes[index])]
                squareRun = 0
                continue
            }
            countRaw(byte)
            if byte == Self.newline {
                line += 1
                angles = 0
                if inLiteral, literals.last?.multiline == false { literals.removeLast() }  // unterminated: ends with its line
                index += 1
                continue
            }
            if inLiteral { literalByte(byte) } else { codeByte(byte) }
        }
    }

    /// The bytes that in code do nothing but end a run of `[`: not a bracket, a line feed, white space,
    /// the start of a comment or a string literal, nor a byte that opens, closes or ends a generic.
    private static let plainBytes: [Bool] = (0...255).map { byte in
        !"\n()[]{}/#\"<>;= \t\r".utf8.contains(UInt8(byte))
    }

    /// Every bracket, wherever it is (strings and comments too).
    private mutating func countRaw(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            raw += 1
            result.raw = max(result.raw, raw)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            raw = max(0, raw - 1)
        default:
            break
        }
    }

    private mutating func literalByte(_ byte: UInt8) {
        guard let literal = literals.last else { return }
        if byte == Self.backslash, hashes(literal.hashes, at: index + 1) {
            let escaped = index + 1 + literal.hashes
            if peek(escaped) == UInt8(ascii: "(") {
                countRaw(UInt8(ascii: "("))
                open()
                interpolations.append(depth)
            } else if peek(escaped) == Self.newline {
                line += 1
            }
            index = escaped + 1
            return
        }
        if byte == Self.quote {
            let quotes = literal.multiline ? 3 : 1
            if (0..<quotes).allSatisfy({ peek(index + $0) == Self.quote }), hashes(literal.hashes, at: index + quotes) {
                literals.removeLast()
                index += quotes + literal.hashes
                return
            }
        }
        index += 1
    }

    private mutating func codeByte(_ byte: UInt8) {
        let previous = index > 0 ? bytes[index - 1] : 0
        switch byte {
        case Self.slash where peek(index + 1) == Self.slash:
            skipLineComment()
            return
        case Self.slash where peek(index + 1) == Self.star:
            skipBlockComment()
            return
        case Self.hash, Self.quote:
            if openLiteral() { return }
        default:
            break
        }
        switch byte {
        case UInt8(ascii: "["):
            squareRun += 1
            if squareRun > result.squareRun { result.squareRun = squareRun; result.squareRunLine = line }
        case UInt8(ascii: "("), 0x20, 0x09, 0x0D:
            break
        default:
            squareRun = 0
        }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            open()
        case UInt8(ascii: ")") where interpolations.last == depth:
            interpolations.removeLast()  // back inside the string
            depth -= 1
            angles = 0
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            depth = max(interpolations.last ?? 0, depth - 1)
            angles = 0
        case UInt8(ascii: "<") where isIdentifierByte(previous):
            angles += 1  // `Array<` opens a generic; `a < b` does not
            record()
        case UInt8(ascii: ">") where angles > 0 && previous != UInt8(ascii: "-"):
            angles -= 1
        case UInt8(ascii: ";"), UInt8(ascii: "="):
            angles = 0
        default:
            break
        }
        index += 1
    }

    /// At `#` or `"` in code: opens a string literal (`"`, `"""`, `#"`, `##"""`…) and returns true, or false for any other `#`.
    private mutating func openLiteral() -> Bool {
        var count = 0
        while peek(index + count) == Self.hash { count += 1 }
        guard peek(index + count) == Self.quote else { return false }
        let multiline = peek(index + count + 1) == Self.quote && peek(index + count + 2) == Self.quote
        literals.append(Literal(hashes: count, multiline: multiline))
        index += count + (multiline ? 3 : 1)
        squareRun = 0
        return true
    }

    private mutating func open() {
        depth += 1
        record()
    }

    private mutating func record() {
        let level = depth + angles
        if level > result.depth {
            result.depth = level
            result.line = line
        }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != Self.newline {
            countRaw(bytes[index])
            index += 1
        }
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func skipBlockComment() {
        var level = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.slash, peek(index + 1) == Self.star {
                level += 1
                index += 2
                continue
            }
            if byte == Self.star, peek(index + 1) == Self.slash {
                level -= 1
                index += 2
                if level == 0 { return }
                continue
            }
            if byte == Self.newline { line += 1 }
            countRaw(byte)
            index += 1
        }
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
