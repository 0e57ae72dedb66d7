import Foundation

// MARK: - Text for a terminal or a CI log

/// What viper-docs writes for a person to read in a terminal or a CI log (every line on stderr, the
/// `text` report, `diff`'s and `explain`'s text) passes through `escaped`, because names come from
/// the repository, and a pull request can name a file `Bad⏎::error title=PWNED::X⏎.swift`:
///
/// - control characters (C0, DEL, C1), line and paragraph separators and bidirectional overrides
///   become visible escapes (`\n`, `\r`, `\t`, `\u{1B}`), so a name can neither start a line of its
///   own nor move the cursor, retitle the window or reorder what is shown (ESC/OSC sequences);
/// - a line can never begin with `::` (a GitHub Actions workflow command, even after spaces): the
///   first colon becomes `\u{3A}`; `##[` and `##vso[` (the older GitHub and Azure Pipelines command
///   forms, read anywhere in a line) have their second `#` written `\u{23}`.
///
/// Text without any of these is returned as it is, so ordinary paths stay clickable in Xcode and editors.
public enum TerminalText {
    /// `text` with every character above escaped; the result is one line.
    public static func escaped(_ text: String) -> String {
        // Most text (every line of the text report holds `:`) has nothing to escape but perhaps its start.
        guard text.unicodeScalars.contains(where: { $0 == "#" || isHidden($0) }) else { return neutralisedLineStart(text) }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "#" where index + 1 < scalars.count && scalars[index + 1] == "#" && opensCommand(scalars, at: index + 2):
                result += "#\\u{23}"
                index += 1
            default:
                if isHidden(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            index += 1
        }
        return neutralisedLineStart(result)
    }

    /// Writes `line`, escaped, and a line break to stderr in one `write`; a closed or full stderr is
    /// ignored (there is nowhere left to say so).
    public static func writeLine(_ line: String) {
        StandardStream.write(Data((escaped(line) + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes a message of several lines (a usage error with its usage) to stderr, each line escaped.
    public static func writeLines(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
        StandardStream.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: STDERR_FILENO)
    }

    /// The characters that could hide, move or forge text.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional marks, embeddings, overrides, isolates
        default: false
        }
    }

    /// Whether `[` or `vso[` (any case) follows at `index`.
    private static func opensCommand(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < scalars.count else { return false }
        if scalars[index] == "[" { return true }
        let word = scalars[index..<min(scalars.count, index + 4)].map { Character($0).lowercased() }.joined()
        return word == "vso["
    }

    /// `text` whose first two characters after white space are `::`, with the first colon escaped
    /// (GitHub's runner trims any white space, a no-break space too, before it looks).
    private static func neutralisedLineStart(_ text: String) -> String {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        guard text[start...].hasPrefix("::") else { return text }
        return String(text[..<start]) + "\\u{3A}" + String(text[text.index(after: start)...])
    }
}

// MARK: - Writing to stdout and stderr without trapping

/// `FileHandle.write(_:)` traps (`try!`) when the stream is closed or full (`>&-`, `>/dev/full`, a
/// full disk); this writes with `write(2)` and reports the failure instead.
public enum StandardStream {
    /// The standard descriptors (0, 1, 2) that were closed when the process started.
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Call first thing: a standard descriptor that is closed (`>&-`) gets `/dev/null` in its place,
    /// so that no file the run opens takes its number (the report would be written into a cache
    /// file), and a write to it still fails, as `EBADF`.
    public static func guardClosedDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if open("/dev/null", O_RDWR) == descriptor { closedAtStart.insert(descriptor) }
        }
    }

    /// Writes all of `data` to `descriptor`; the `errno` of a failure, or nil.
    @discardableResult
    public static func write(_ data: Data, to descriptor: Int32) -> Int32? {
        if closedAtStart.contains(descriptor) { return EBADF }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            guard var pointer = buffer.baseAddress else { return nil }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Foundation.write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                remaining -= written
                pointer += written
            }
            return nil
        }
    }
}
