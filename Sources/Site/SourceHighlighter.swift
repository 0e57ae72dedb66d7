import SourceScanner
import SwiftParser
import SwiftSyntax

// MARK: - Highlighting source files
//
// A language contributes only *classified byte ranges* of the file's UTF-8 (`HighlightSpan`); turning
// them into escaped HTML, one string per line, is shared. Swift is classified by swift-syntax itself
// (`SwiftIDEUtils`), so the colours agree with what the parser understood: from the tree the scan
// parsed when it did (`HighlightSpans`), else by parsing the text again (a file whose facts came
// from the cache, a guide's code block, a rule's example).
//
// Objective-C is classified from the scanner's own tokens (`ObjectiveCTokens.spans(in:)`, UTF-8
// `start..<end` offsets), so the colours agree with what the scanner read; no second parser.

/// Highlights one language.
protocol LanguageHighlighter {
    /// Non-overlapping spans in increasing order; text between them is left plain.
    static func spans(in text: String) -> [HighlightSpan]
}

enum SourceHighlighter {
    /// The HTML of every line of `text` (without the line break), escaped and highlighted. A last empty
    /// line (after the file's final line break) is left out; an empty file has one empty line.
    /// - Parameter known: the spans the scan kept for this text (`HighlightSpans`), if any.
    static func lines(of text: String, language: SourceLanguage?, known: [HighlightSpan]? = nil) -> [String] {
        let spans: [HighlightSpan] =
            switch language {
            case .swift: known ?? SwiftHighlighter.spans(in: text)
            case .objectiveC: ObjectiveCHighlighter.spans(in: text)
            case .storyboard, nil: []
            }
        return render(text, spans: spans)
    }

    /// `html` (a rendered guide) with every Swift and Objective-C code block (`<pre><code
    /// class="language-swift">`, as cmark writes a fence with the info string `swift`; `objc`,
    /// `objective-c`) highlighted like a source page.
    static func highlightCodeBlocks(in html: String) -> String {
        html.replacing(codeBlock) { match in
            let info = String(match.output[1].substring ?? "")
            let code = HTML.unescape(String(match.output[2].substring ?? ""))
            let language: SourceLanguage = info == "swift" ? .swift : .objectiveC
            let cssName = language == .swift ? "swift" : "objc"
            // cmark ends a block's text with its last line break; the highlighter drops it again.
            let lines = Self.lines(of: code, language: language).joined(separator: "\n")
            return "<pre class=\"source-code language-\(cssName)\"><code>\(lines)\n</code></pre>"
        }
    }

    private static var codeBlock: Regex<AnyRegexOutput> {
        try! Regex(#"<pre><code class="language-(swift|objc|objective-c|objectivec)">([^<]*)</code></pre>"#)
    }

    /// The language of a file that the scanner did not describe, by its extension.
    static func language(ofPath path: String) -> SourceLanguage? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".swift") { return .swift }
        if [".m", ".h", ".mm"].contains(where: { lowered.hasSuffix($0) }) { return .objectiveC }
        if lowered.hasSuffix(".storyboard") { return .storyboard }
        return nil
    }

    /// `text` as HTML lines, with `<span class="…">` around every span; a span over several lines is
    /// closed at each line's end and opened again on the next, so that every line stands alone.
    static func render(_ text: String, spans: [HighlightSpan]) -> [String] {
        let bytes = Array(text.utf8)
        var lines: [String] = []
        var current = ""

        func emit(_ range: Range<Int>, _ kind: HighlightClass?) {
            var start = range.lowerBound
            while start < range.upperBound {
                // A line ends at `\n`, or at a `\r` that no `\n` follows (as SwiftSyntax counts lines).
                let newline = (start..<range.upperBound).first(where: { i in
                    bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") && (i + 1 == bytes.count || bytes[i + 1] != UInt8(ascii: "\n"))
                }) ?? range.upperBound
                var end = newline
                // A `\r\n` line ends without its `\r`.
                if end > start, newline < range.upperBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                if end > start {
                    let piece = HTML.escape(String(decoding: bytes[start..<end], as: UTF8.self))
                    current += kind.map { "<span class=\"\($0.rawValue)\">\(piece)</span>" } ?? piece
                }
                if newline < range.upperBound {
                    lines.append(current)
                    current = ""
                }
                start = newline + 1
            }
        }

        var cursor = 0
        for span in spans {
            let start = max(span.start, cursor), end = min(span.end, bytes.count)
            guard start < end else { continue }
            if cursor < start { emit(cursor..<start, nil) }
            emit(start..<end, span.kind)
            cursor = end
        }
        if cursor < bytes.count { emit(cursor..<bytes.count, nil) }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

// MARK: - Swift

/// Swift, classified by swift-syntax (`SwiftIDEUtils`): the same parser that scanned the file. A
/// source page mostly takes the spans the scan kept (`HighlightSpans`); this parses the text again.
enum SwiftHighlighter: LanguageHighlighter {
    static func spans(in text: String) -> [HighlightSpan] {
        SwiftClassifier.spans(of: Parser.parse(source: text))
    }
}

// MARK: - Objective-C

/// Objective-C, classified from the scanner's tokenizer: comments, C keywords and `@` keywords,
/// strings and characters, numbers, preprocessor lines; an identifier that starts with a capital
/// letter is a type (`NSString`, `ZIKHomePresenter`), as Objective-C names its classes and protocols.
enum ObjectiveCHighlighter: LanguageHighlighter {
    /// Identifiers the language gives a meaning, shown as keywords.
    static let languageWords: Set<String> = ["self", "super", "nil", "Nil", "YES", "NO", "NULL", "id", "instancetype", "BOOL", "SEL"]

    static func spans(in text: String) -> [HighlightSpan] {
        let bytes = Array(text.utf8)
        var spans: [HighlightSpan] = []
        for token in ObjectiveCTokens.spans(in: text) {
            guard let kind = cssClass(token, bytes: bytes) else { continue }
            if let last = spans.last, last.kind == kind, last.end == token.start {
                spans[spans.count - 1].end = token.end
            } else {
                spans.append(HighlightSpan(start: token.start, end: token.end, kind: kind))
            }
        }
        return spans
    }

    static func cssClass(_ token: ObjectiveCTokenSpan, bytes: [UInt8]) -> HighlightClass? {
        switch token.kind {
        case .keyword, .atKeyword: return .keyword
        case .string: return .string
        case .number: return .number
        case .preprocessor: return .directive
        case .comment:
            // `///` and `/** … */`: documentation, as in Swift.
            let head = bytes[token.start..<min(token.end, token.start + 3)]
            return head.elementsEqual("///".utf8) || (head.elementsEqual("/**".utf8) && token.end - token.start > 4) ? .doc : .comment
        case .identifier:
            let name = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            if languageWords.contains(name) { return .keyword }
            return name.first.map { $0.isUppercase } == true ? .type : nil
        case .punctuation: return nil
        }
    }
}
