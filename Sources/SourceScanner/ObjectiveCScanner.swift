// MARK: - Objective-C
//
// The Objective-C tokenizer and its facts come with the styles work (ZIKViper). Until then an
// Objective-C file contributes its imports' absence: it is listed, and declares nothing.

enum ObjectiveCScanner {
    static func scan(source: String, path: String) -> FileFacts {
        var facts = FileFacts(path: path, language: .objectiveC)
        facts.lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
        return facts
    }
}
