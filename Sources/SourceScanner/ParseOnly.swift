import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - The parse alone (the lower bound of `make bench`)

extension SourceScanner {
    /// Parses one file as the scanner does — SwiftParser for Swift, the tokenizer for Objective-C —
    /// without collecting facts; returns how many tokens it read (so the work cannot be skipped).
    /// `viper-docs lower-bound` times this over every file of an app.
    public static func parseOnly(_ data: Data, path: String, limits: Limits = .default) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        switch language(of: path) {
        case .objectiveC:
            return ObjectiveCTokenizer.tokenize(text).count
        case .storyboard:
            return StoryboardScanner.scan(data: data, path: path).facts.storyboard?.scenes.count ?? 0
        case .swift, nil:
            var parser = Parser(text, maximumNestingLevel: max(256, limits.nestingDepth * 4))
            let tree = SourceFileSyntax.parse(from: &parser)
            return tree.totalLength.utf8Length
        }
    }
}
