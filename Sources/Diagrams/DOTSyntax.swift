// MARK: - DOT syntax (quoting, identifiers, attribute lists) and the writer of its lines

/// The lexical side of DOT: quoting, identifiers, attribute lists and the shared defaults.
enum DOT {
    static let graphDefaults: [(String, String)] = [
        ("rankdir", "LR"), ("bgcolor", "transparent"), ("fontname", "Helvetica"), ("fontsize", "11"),
        ("pad", "0.2"), ("nodesep", "0.5"), ("ranksep", "0.8"),
    ]
    static let nodeDefaults: [(String, String)] = [
        ("shape", "box"), ("style", "rounded,filled"), ("fontname", "Helvetica"), ("fontsize", "11"),
        ("margin", "0.2,0.1"), ("penwidth", "1.2"),
    ]
    static let edgeDefaults: [(String, String)] = [
        ("fontname", "Helvetica"), ("fontsize", "9"), ("arrowhead", "normal"),
        ("color", DiagramPalette.edge), ("fontcolor", "#37474f"),
    ]

    /// Words DOT reserves (case-insensitively); they must be quoted to be used as names.
    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    /// `value` as a DOT ID: bare when DOT reads it back unchanged (a plain identifier or a number),
    /// quoted otherwise. Bare IDs keep the golden files readable.
    static func id(_ value: String) -> String {
        isPlainIdentifier(value) || isNumeral(value) ? value : quoted(value)
    }

    /// `value` as a double-quoted DOT string. The one place that escapes: quotes and backslashes get
    /// a backslash, and line breaks become `\n` (which Graphviz draws as a centred line break), so
    /// no input can end the string or the statement early.
    static func quoted(_ value: String) -> String {
        // Most names and labels need no escape: one scan of the bytes finds out (a byte below 0x20 or
        // 0x7F is always a whole ASCII character in UTF-8).
        if !value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) {
            return "\"" + value + "\""
        }
        var result = "\""
        var scalars = value.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r":
                result += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `base` with the values of `overrides`: a key of both keeps its place in `base` and takes
    /// the value of `overrides`; new keys go at the end.
    static func merging(_ base: [(String, String)], _ overrides: [(String, String)]) -> [(String, String)] {
        var result = base
        for (key, value) in overrides {
            if let index = result.firstIndex(where: { $0.0 == key }) { result[index].1 = value } else { result.append((key, value)) }
        }
        return result
    }

    /// `[key=value, …]`, values written with `id(_:)`.
    static func attributes(_ pairs: [(String, String)]) -> String {
        var result = "["
        for (index, (key, value)) in pairs.enumerated() {
            if index > 0 { result += ", " }
            result += key
            result += "="
            result += id(value)
        }
        return result + "]"
    }

    // Both tests read bytes: they run for every name and attribute of every diagram (a String's
    // scalars, `lowercased()` and `split` made them most of the time spent writing DOT).
    static func isPlainIdentifier(_ value: String) -> Bool {
        let bytes = value.utf8
        guard let first = bytes.first, isLetter(first),
              bytes.allSatisfy({ isLetter($0) || isDigit($0) }) else { return false }
        return !(4...8).contains(bytes.count) || !keywords.contains(value.lowercased())
    }

    static func isNumeral(_ value: String) -> Bool {
        // DOT numerals: `-`? ( `.`digits | digits (`.` digits*)? ).
        var body = value.utf8[...]
        if body.first == UInt8(ascii: "-") { body = body.dropFirst() }
        var digitsBefore = 0, digitsAfter = 0, dots = 0
        for byte in body {
            if isDigit(byte) {
                if dots == 0 { digitsBefore += 1 } else { digitsAfter += 1 }
            } else if byte == UInt8(ascii: "."), dots == 0 {
                dots = 1
            } else {
                return false
            }
        }
        return digitsBefore + digitsAfter > 0
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

/// Lines of DOT with indentation by nesting depth.
struct DOTWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ statement: String) {
        text += String(repeating: "  ", count: depth) + statement + "\n"
    }

    mutating func blank() { text += "\n" }

    mutating func open(_ header: String) {
        line(header + " {")
        depth += 1
    }

    mutating func close() {
        depth -= 1
        line("}")
    }
}

/// Hands out IDs that are unique within one diagram (`x`, `x-2`, `x-3`), because SVG `id`
/// attributes must be unique on the page.
struct UniqueIDs {
    private var used: Set<String> = []

    mutating func make(_ base: String) -> String {
        var candidate = base
        var n = 1
        while !used.insert(candidate).inserted {
            n += 1
            candidate = "\(base)-\(n)"
        }
        return candidate
    }
}
