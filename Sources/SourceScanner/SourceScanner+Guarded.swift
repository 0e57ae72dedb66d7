import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - One file, read within the limits

extension SourceScanner {
    /// Scans one file read into `data` unless it is too large, not text, nested too deep, or too slow
    /// to parse; each of those is reported, and the file skipped. With a `store`, the verdict on the
    /// same bytes at the same path under the same settings is taken from it, and a new one kept.
    static func guardedScan(data: Data, path: String, limits: Limits, skippingGenerated: Bool, included: [String],
                            store: (any FactsStore)? = nil, highlights: HighlightSpans? = nil) async -> ScanVerdict {
        // Before any digest: a file past the limit may be very large, and is skipped at once anyway
        // (the scan reads within the limit; other callers hand in bytes read otherwise).
        if data.count > limits.fileSize {
            return tooLarge(path, size: data.count, limits: limits)
        }
        let skipsGenerated = skipsGenerated(path, skippingGenerated: skippingGenerated, included: included)
        let key = store.map { $0.key(digest: $0.digest(of: data), path: path, limits: limits, skipsGenerated: skipsGenerated) }
        if let store, let key, let verdict = store.verdict(forKey: key), verdict.belongs(to: path) {
            return verdict
        }
        let (verdict, settled) = await judge(data, path: path, limits: limits, skipsGenerated: skipsGenerated, highlights: highlights)
        if let store, let key, settled { store.store(verdict, forKey: key) }
        return verdict
    }

    /// The verdict on a file of `size` bytes, past `limits.file-size`.
    static func tooLarge(_ path: String, size: Int, limits: Limits) -> ScanVerdict {
        .skipped(reason: "larger than limits.file-size (\(Limits.describe(bytes: limits.fileSize)))",
                 warning: "\(path): \(Limits.describe(bytes: size)) is larger than limits.file-size "
                     + "(\(Limits.describe(bytes: limits.fileSize))); the file is skipped: raise the limit in .viper-docs.yml or exclude the file")
    }

    /// The verdict an earlier run left for the file at `path` (`full`: its absolute path) when the
    /// store vouches for the file's bytes without reading them; nil when the file must be read.
    static func vouchedVerdict(path: String, full: String, limits: Limits, skippingGenerated: Bool, included: [String],
                               store: any FactsStore) -> ScanVerdict? {
        guard let digest = store.vouchedDigest(ofFile: full) else { return nil }
        let key = store.key(digest: digest, path: path, limits: limits,
                            skipsGenerated: skipsGenerated(path, skippingGenerated: skippingGenerated, included: included))
        guard let verdict = store.verdict(forKey: key), verdict.belongs(to: path) else { return nil }
        return verdict
    }

    /// Whether a generated file at `path` is left out: when the run skips generated files and the
    /// configuration's `include:` does not name it.
    static func skipsGenerated(_ path: String, skippingGenerated: Bool, included: [String]) -> Bool {
        skippingGenerated && !included.contains(where: { Glob.matches($0, path) })
    }

    /// The checks and the parse; `settled` is false for a verdict that may come out otherwise on
    /// another run (a parse that ran out of time), which is not kept.
    private static func judge(_ data: Data, path: String, limits: Limits, skipsGenerated: Bool,
                              highlights: HighlightSpans?) async -> (verdict: ScanVerdict, settled: Bool) {
        // XML, read by an XML parser (which knows its encodings and does not recurse per element).
        if language(of: path) == .storyboard {
            let (facts, warning) = StoryboardScanner.scan(data: data, path: path)
            return (.scanned(facts, warning: warning), true)
        }
        let head = data.prefix(2)
        if head.elementsEqual([0xFF, 0xFE]) || head.elementsEqual([0xFE, 0xFF]) {
            return (.skipped(reason: "UTF-16, not UTF-8",
                             warning: "\(path): the file is UTF-16; it is skipped: save it as UTF-8"), true)
        }
        // The byte checks read the buffer directly: iterating `Data` byte by byte cost more than parsing.
        if data.withUnsafeBytes({ $0.prefix(8192).contains(0) }) {
            return (.skipped(reason: "not a text file",
                             warning: "\(path): the file holds NUL bytes, so it is not source text; it is skipped: remove it or exclude it"), true)
        }
        let syntax: NestingDepth.Syntax = language(of: path) == .objectiveC ? .objectiveC : .swift
        let nesting = data.withUnsafeBytes { NestingDepth.measure($0, syntax: syntax, limit: limits.nestingDepth) }
        if nesting.depth > limits.nestingDepth {
            return (.skipped(reason: "nested deeper than limits.nesting-depth (\(limits.nestingDepth))",
                             warning: "\(path):\(nesting.line): brackets nest deeper than limits.nesting-depth (\(limits.nestingDepth)); "
                                 + "the file is skipped: flatten the expression or raise the limit in .viper-docs.yml"), true)
        }
        if syntax == .swift, nesting.squareRun > NestingDepth.squareBracketRun {
            return (.skipped(reason: "more than \(NestingDepth.squareBracketRun) [ in a row",
                             warning: "\(path):\(nesting.squareRunLine): \(nesting.squareRun) [ in a row, more than the \(NestingDepth.squareBracketRun) "
                                 + "SwiftParser reads in reasonable time; the file is skipped: give the inner arrays names"), true)
        }
        let text = String(decoding: data, as: UTF8.self)
        if skipsGenerated, DefaultExclusions.isGeneratedHeader(text) {
            return (.generated, true)
        }
        let warning = Self.holdsBytes(of: data, text) ? nil
            : "\(path): the file is not valid UTF-8; it was read with the invalid bytes replaced: save it as UTF-8"
        let verdict = await parse(text, path: path, nesting: nesting, limits: limits, warning: warning, highlights: highlights)
        if case .skipped = verdict { return (verdict, false) }
        return (verdict, true)
    }

    /// Whether `text`, decoded from `data`, has the very same bytes (it does unless invalid UTF-8 was
    /// replaced): compared as memory, which byte by byte through `Data` and `String.UTF8View` cost
    /// 2 % of a scan.
    static func holdsBytes(of data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { decoded in
            data.withUnsafeBytes { bytes in
                decoded.count == bytes.count && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
            }
        }
    }

    /// Parses a file that passed the checks: shallow ones here, deep ones on a large-stack worker.
    private static func parse(_ text: String, path: String, nesting: NestingDepth.Measure, limits: Limits, warning: String?,
                              highlights: HighlightSpans?) async -> ScanVerdict {
        let depth = limits.nestingDepth
        let seconds = limits.parseSeconds
        // Shallow files (nearly all) parse where they are: a hop to a large-stack worker and back
        // cost as much as the parse (7,075 files: +0.3 s). Deeper ones go to a worker with a large
        // stack and a watchdog.
        // Brackets inside strings and comments count here too (`raw`): SwiftParser bounds its own
        // recursion, but a bound that a small stack cannot hold.
        if max(nesting.depth, nesting.raw) <= NestingDepth.shallow {
            return .scanned(scan(source: text, path: path, maximumNestingDepth: depth, highlights: highlights), warning: warning)
        }
        guard let facts = await LargeStack.run(timeout: Double(seconds), {
            scan(source: text, path: path, maximumNestingDepth: depth, highlights: highlights)
        }) else {
            return .skipped(reason: "took longer than limits.parse-seconds (\(seconds)) to parse",
                            warning: "\(path): parsing took longer than limits.parse-seconds (\(seconds) s); the file is skipped: "
                                + "simplify its deepest expressions or raise the limit in .viper-docs.yml")
        }
        return .scanned(facts, warning: warning)
    }

    /// Parses one file (once) and collects its facts; SwiftParser stops descending past the depth.
    /// With `highlights`, a Swift file's classified ranges are kept there too.
    static func scan(source: String, path: String, maximumNestingDepth: Int, highlights: HighlightSpans? = nil) -> FileFacts {
        switch language(of: path) {
        case .objectiveC:
            return ObjectiveCScanner.scan(source: source, path: path)
        case .storyboard:
            return StoryboardScanner.scan(source: source, path: path).facts
        case .swift, nil:
            // SwiftParser counts a level for each expression, type and statement it enters, a few
            // per bracket: room for the file's brackets, still bounded.
            var parser = Parser(source, maximumNestingLevel: max(256, maximumNestingDepth * 4))
            let tree = SourceFileSyntax.parse(from: &parser)
            let visitor = SwiftFactsVisitor(path: path, source: source, tree: tree, readsSuppressions: source.containsBytes("viper-docs:"))
            visitor.walk(tree)
            highlights?.keep(path, byteCount: source.utf8.count, spans: SwiftClassifier.spans(of: tree))
            return visitor.facts
        }
    }
}
