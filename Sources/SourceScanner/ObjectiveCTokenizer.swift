// MARK: - Objective-C tokens
//
// A small, real tokenizer for Objective-C (and the C it contains): it reads the file's UTF-8 bytes
// once and cuts them into identifiers, keywords, `@` keywords, punctuation, literals, comments and
// preprocessor lines, each with its exact 1-based line and column (columns count UTF-8 bytes, as
// SwiftSyntax's do). The parser only ever looks at tokens, so a `@property` inside a comment or a
// string is never mistaken for a declaration.

/// One token of an Objective-C file.
struct ObjectiveCToken: Sendable, Equatable, CustomStringConvertible {
    enum Kind: String, Sendable, Equatable {
        /// `ZIKHomePresenter`, `self`, `id`, `NSInteger`.
        case identifier
        /// A reserved word of C: `if`, `return`, `struct`, `void`, `unsigned`.
        case keyword
        /// `@interface`, `@end`, `@property`, `@class`, `@optional`, `@selector`… (the text keeps the `@`).
        case atKeyword
        /// `[`, `->`, `^`, `*`, `;`, a lone `@` (of `@[…]`, `@{…}`, `@(…)`)…
        case punctuation
        /// `42`, `0x1F`, `3.5e-2f`.
        case number
        /// `"…"` or `@"…"`, escapes included.
        case string
        /// `'a'`, `'\n'`.
        case character
        /// `// …` up to the end of the line.
        case lineComment
        /// `/* … */`, possibly over several lines.
        case blockComment
        /// A whole preprocessor directive (`#import <UIKit/UIKit.h>`), its continuation lines included.
        case preprocessor
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// Byte offsets of the token in the UTF-8 source: `start..<end`.
    var start: Int
    var end: Int

    init(kind: Kind, text: String, line: Int, column: Int, start: Int, end: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.start = start
        self.end = end
    }

    var isComment: Bool { kind == .lineComment || kind == .blockComment }

    var description: String { "\(kind.rawValue)(\(text))@\(line):\(column)" }
}

/// Cuts Objective-C source into tokens.
enum ObjectiveCTokenizer {
    /// C's reserved words (C11 and the common extensions). Objective-C's `self`, `super`, `id`,
    /// `nil`, `YES` are ordinary identifiers, as the compiler treats them.
    static let keywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
        "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while", "_Bool", "_Complex", "_Imaginary", "_Alignas", "_Alignof", "_Atomic",
        "_Generic", "_Noreturn", "_Static_assert", "_Thread_local", "typeof", "__typeof", "__typeof__",
    ]

    /// Punctuation of two or three characters. `<<` and `>>` are left as two tokens on purpose:
    /// the parser reads angle brackets of types (`NSArray<id<P>>`) and never needs shifts.
    private static let longPunctuation: [[UInt8]] = [
        "...", "->", "++", "--", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=",
        "&=", "|=", "^=", "::", "##",
    ].map { Array($0.utf8) }

    static func tokenize(_ source: String) -> [ObjectiveCToken] {
        var lexer = Lexer(bytes: lineFeeds(Array(source.utf8)))
        return lexer.run()
    }

    /// A lone `\r` (classic Mac line ends) ends a line as it does for Clang and SwiftSyntax: it
    /// becomes `\n`, byte for byte, so that offsets stay the same and line comments end.
    static func lineFeeds(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "\r")) else { return bytes }
        var bytes = bytes
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\r") && (i + 1 == bytes.count || bytes[i + 1] != UInt8(ascii: "\n")) {
            bytes[i] = UInt8(ascii: "\n")
        }
        return bytes
    }

    private struct Lexer {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        /// Offset of the first byte of the current line.
        var lineStart = 0
        /// Only white space (or nothing) since the last newline: a `#` here starts a directive.
        var atLineStart = true
        var tokens: [ObjectiveCToken] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            tokens.reserveCapacity(bytes.count / 4)
        }

        private func byte(_ offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        /// Moves past one byte, counting lines.
        private mutating func advance() {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }

        mutating func run() -> [ObjectiveCToken] {
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\n") {
                    advance()
                    atLineStart = true
                    continue
                }
                if Self.isSpace(c) {
                    i += 1
                    continue
                }
                let start = i
                let startLine = line
                let startColumn = i - lineStart + 1
                let next = byte(i + 1)
                let kind: ObjectiveCToken.Kind
                if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                    skipLineComment()
                    kind = .lineComment
                } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                    skipBlockComment()
                    kind = .blockComment
                } else if c == UInt8(ascii: "#") && atLineStart {
                    skipDirective()
                    kind = .preprocessor
                } else if Self.isIdentifierStart(c) {
                    kind = lexIdentifierOrPrefixedLiteral()
                } else if Self.isDigit(c) || (c == UInt8(ascii: ".") && next.map(Self.isDigit) == true) {
                    skipNumber()
                    kind = .number
                } else if c == UInt8(ascii: "\"") {
                    skipQuoted(UInt8(ascii: "\""))
                    kind = .string
                } else if c == UInt8(ascii: "'") {
                    skipQuoted(UInt8(ascii: "'"))
                    kind = .character
                } else if c == UInt8(ascii: "@") && next == UInt8(ascii: "\"") {
                    i += 1
                    skipQuoted(UInt8(ascii: "\""))
                    kind = .string
                } else if c == UInt8(ascii: "@") && next.map(Self.isIdentifierStart) == true {
                    i += 1
                    while i < bytes.count && Self.isIdentifierPart(bytes[i]) { i += 1 }
                    kind = .atKeyword
                } else {
                    i += punctuationLength()
                    kind = .punctuation
                }
                if kind != .lineComment && kind != .blockComment { atLineStart = false }
                var end = i
                // A directive's text ends before trailing white space.
                while kind == .preprocessor && end > start && Self.isSpaceOrNewline(bytes[end - 1]) { end -= 1 }
                tokens.append(ObjectiveCToken(
                    kind: kind, text: String(decoding: bytes[start..<end], as: UTF8.self),
                    line: startLine, column: startColumn, start: start, end: end))
            }
            return tokens
        }

        private mutating func skipLineComment() {
            while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
        }

        private mutating func skipBlockComment() {
            i += 2
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/") {
                    i += 2
                    return
                }
                advance()
            }
        }

        /// A directive runs to the end of its line; a backslash before the newline continues it,
        /// and a block comment inside it may span lines. A `//` comment ends it (and is lexed
        /// as a token of its own).
        private mutating func skipDirective() {
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\n") { return }
                if c == UInt8(ascii: "\\") {
                    // `\` + newline (or `\` + `\r\n`) continues the directive on the next line.
                    var j = i + 1
                    while j < bytes.count && (bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") || bytes[j] == UInt8(ascii: "\r")) { j += 1 }
                    if j < bytes.count && bytes[j] == UInt8(ascii: "\n") {
                        i = j
                        advance()
                        continue
                    }
                    i += 1
                    continue
                }
                if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "/") { return }
                if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                    continue
                }
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    skipQuoted(c)
                    continue
                }
                i += 1
            }
        }

        /// An identifier or keyword; `L"…"`, `u8"…"`, `u'…'` are literals with a prefix.
        private mutating func lexIdentifierOrPrefixedLiteral() -> ObjectiveCToken.Kind {
            let start = i
            while i < bytes.count && Self.isIdentifierPart(bytes[i]) { i += 1 }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            if ["L", "u", "U", "u8"].contains(word), let quote = byte(i),
               quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                skipQuoted(quote)
                return quote == UInt8(ascii: "\"") ? .string : .character
            }
            return ObjectiveCTokenizer.keywords.contains(word) ? .keyword : .identifier
        }

        /// From an opening quote to its closing one, over escapes. An unterminated literal ends
        /// at the end of its line, so one typo does not swallow the file.
        private mutating func skipQuoted(_ quote: UInt8) {
            i += 1
            while i < bytes.count {
                let c = bytes[i]
                if c == quote {
                    i += 1
                    return
                }
                if c == UInt8(ascii: "\n") { return }
                if c == UInt8(ascii: "\\") && i + 1 < bytes.count {
                    i += 1
                    advance()  // the escaped byte may be a newline (a continued string)
                    continue
                }
                i += 1
            }
        }

        private mutating func skipNumber() {
            let isHex = bytes[i] == UInt8(ascii: "0") && (byte(i + 1) == UInt8(ascii: "x") || byte(i + 1) == UInt8(ascii: "X"))
            while i < bytes.count {
                let c = bytes[i]
                if Self.isIdentifierPart(c) || c == UInt8(ascii: ".") {
                    i += 1
                } else if (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")) && i > 0 {
                    // An exponent's sign: `1e-5`, `0x1p+3` (in hex, `e` is a digit).
                    let previous = bytes[i - 1] | 0x20
                    guard previous == UInt8(ascii: "p") || (!isHex && previous == UInt8(ascii: "e")) else { return }
                    i += 1
                } else {
                    return
                }
            }
        }

        private func punctuationLength() -> Int {
            for candidate in ObjectiveCTokenizer.longPunctuation where i + candidate.count <= bytes.count {
                if bytes[i..<(i + candidate.count)].elementsEqual(candidate) { return candidate.count }
            }
            return 1
        }

        static func isSpace(_ c: UInt8) -> Bool {
            c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") || c == 0x0B || c == 0x0C
        }

        static func isSpaceOrNewline(_ c: UInt8) -> Bool { isSpace(c) || c == UInt8(ascii: "\n") }

        static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

        /// Letters, `_`, `$`, and any non-ASCII byte (identifiers may hold Unicode letters).
        static func isIdentifierStart(_ c: UInt8) -> Bool {
            let lower = c | 0x20
            return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
        }

        static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
    }
}
