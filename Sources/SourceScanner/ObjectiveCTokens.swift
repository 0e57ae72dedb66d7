// MARK: - Objective-C tokens for other stages
//
// The site highlights Objective-C source pages from the same tokens the scanner parses (never a
// second parser): each token's kind and its byte range in the file's UTF-8.

/// One token of an Objective-C file, as other stages see it.
public struct ObjectiveCTokenSpan: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `ZIKHomePresenter`, `self`, `NSInteger`.
        case identifier
        /// A reserved word of C: `if`, `return`, `void`.
        case keyword
        /// `@interface`, `@property`, `@selector`…
        case atKeyword
        case punctuation
        case number
        /// `"…"`, `@"…"`, `'a'`.
        case string
        /// `// …` or `/* … */`.
        case comment
        /// A whole preprocessor directive (`#import <UIKit/UIKit.h>`).
        case preprocessor
    }

    public var kind: Kind
    /// Byte offsets into the file's UTF-8: `start..<end`.
    public var start: Int
    public var end: Int
}

public enum ObjectiveCTokens {
    /// Every token of `source`, in order (white space is not a token).
    public static func spans(in source: String) -> [ObjectiveCTokenSpan] {
        ObjectiveCTokenizer.tokenize(source).map { token in
            let kind: ObjectiveCTokenSpan.Kind =
                switch token.kind {
                case .identifier: .identifier
                case .keyword: .keyword
                case .atKeyword: .atKeyword
                case .punctuation: .punctuation
                case .number: .number
                case .string, .character: .string
                case .lineComment, .blockComment: .comment
                case .preprocessor: .preprocessor
                }
            return ObjectiveCTokenSpan(kind: kind, start: token.start, end: token.end)
        }
    }
}

extension ObjectiveCParser {
    /// What `split(separator: "\n", omittingEmptySubsequences: false).count` gives, by bytes: a
    /// Character "\n" is a line feed not preceded by a carriage return ("\r\n" is one Character).
    /// Splitting by Characters took as long as tokenizing the file.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A && previous != 0x0D { count += 1 }
            previous = byte
        }
        return count
    }
}
