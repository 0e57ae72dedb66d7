import Foundation
import SwiftIDEUtils
import SwiftSyntax

// MARK: - Highlighting kept from the scan
//
// A source page colours its Swift code as swift-syntax classifies it. The scan has the file's tree in
// hand, so when a site is built it keeps the classified ranges (`HighlightSpans`) and the page needs
// no second parse of the file. Only the ranges are kept, 12 bytes each, never the trees. A file whose
// facts came from the cache was not parsed, and its page parses it (the rebuild renders few pages).

/// The CSS classes a highlighted span can have. A theme styles them under `.source-code`.
public enum HighlightClass: String, CaseIterable, Sendable {
    case keyword, string, comment, doc = "comment doc", type, number, attribute, directive, regex,
         `operator`, label, placeholder, identifier = "variable"
}

/// `start..<end`: byte offsets into the file's UTF-8, classified.
public struct HighlightSpan: Equatable, Sendable {
    // 32-bit offsets: a file is at most `limits.file-size`, and an array of spans stays small.
    private var lower: UInt32
    private var upper: UInt32
    public var kind: HighlightClass

    public init(start: Int, end: Int, kind: HighlightClass) {
        lower = UInt32(clamping: start)
        upper = UInt32(clamping: end)
        self.kind = kind
    }

    public var start: Int {
        get { Int(lower) }
        set { lower = UInt32(clamping: newValue) }
    }

    public var end: Int {
        get { Int(upper) }
        set { upper = UInt32(clamping: newValue) }
    }
}

/// Swift's classified ranges, as swift-syntax (`SwiftIDEUtils`) classifies a tree.
public enum SwiftClassifier {
    /// Non-overlapping spans in increasing order; neighbours of one class (a doc comment over
    /// several lines) are one span.
    public static func spans(of tree: some SyntaxProtocol) -> [HighlightSpan] {
        var spans: [HighlightSpan] = []
        for classified in tree.classifications {
            guard let kind = cssClass(classified.kind) else { continue }
            let start = classified.range.lowerBound.utf8Offset, end = classified.range.upperBound.utf8Offset
            if let last = spans.last, last.kind == kind, last.end == start {
                spans[spans.count - 1].end = end
            } else {
                spans.append(HighlightSpan(start: start, end: end, kind: kind))
            }
        }
        return spans
    }

    static func cssClass(_ classification: SyntaxClassification) -> HighlightClass? {
        switch classification {
        case .keyword: .keyword
        case .stringLiteral: .string
        case .lineComment, .blockComment: .comment
        case .docLineComment, .docBlockComment: .doc
        case .type: .type
        case .integerLiteral, .floatLiteral: .number
        case .attribute: .attribute
        case .ifConfigDirective: .directive
        case .regexLiteral: .regex
        case .operator: .operator
        case .argumentLabel: .label
        case .editorPlaceholder: .placeholder
        case .dollarIdentifier: .identifier
        // Plain identifiers are most of a file: left unwrapped to keep pages small.
        case .identifier, .none: nil
        @unknown default: nil
        }
    }
}

/// The spans of the Swift files a scan parsed, by relative path; filled by the scan on all cores,
/// taken by the source pages.
public final class HighlightSpans: @unchecked Sendable {
    private let lock = NSLock()
    private var spans: [PathKey: (byteCount: Int, spans: [HighlightSpan])] = [:]

    public init() {}

    /// Keeps the spans of `path`, a text of `byteCount` bytes.
    public func keep(_ path: String, byteCount: Int, spans: [HighlightSpan]) {
        lock.withLock { self.spans[PathKey(path)] = (byteCount, spans) }
    }

    /// The spans of `path` if the scan parsed the same text (by its length in bytes: a file changed
    /// in between is classified again by its page), handed over once.
    public func take(_ path: String, text: String) -> [HighlightSpan]? {
        lock.withLock {
            guard let kept = spans.removeValue(forKey: PathKey(path)), kept.byteCount == text.utf8.count else { return nil }
            return kept.spans
        }
    }

    /// How many files' spans are kept.
    public var count: Int { lock.withLock { spans.count } }
}
