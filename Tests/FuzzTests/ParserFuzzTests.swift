import Foundation
import PropertyBased
import Testing
@testable import Markdown
@testable import SourceScanner
@testable import ViperDocsKit

@Suite struct ParserFuzzTests {
    @Test func swiftScannerTakesRandomSources() async throws {
        try await fuzz(Vocabulary.text(Vocabulary.swift)) { source in
            let outcome = await SourceScanner.guardedScan(data: Data(source.utf8), path: "Fuzz.swift", limits: .default,
                                                          skippingGenerated: false, included: [])
            if case .scanned(let facts, _) = outcome { #expect(facts.path == "Fuzz.swift") }
        }
    }

    @Test func objectiveCScannerTakesRandomSources() async throws {
        try await fuzz(Vocabulary.text(Vocabulary.objectiveC)) { source in
            let outcome = await SourceScanner.guardedScan(data: Data(source.utf8), path: "Fuzz.m", limits: .default,
                                                          skippingGenerated: false, included: [])
            if case .scanned(let facts, _) = outcome { #expect(facts.path == "Fuzz.m") }
        }
    }

    @Test func scannersTakeRandomBytes() async throws {
        try await fuzz(Gen<UInt8>.value(in: 0...255).array(of: 0...400).eraseToAny()) { bytes in
            for path in ["Fuzz.swift", "Fuzz.m", "Fuzz.h"] {
                _ = await SourceScanner.guardedScan(data: Data(bytes), path: path, limits: .default, skippingGenerated: true, included: [])
            }
        }
    }

    @Test func scannersTakeMutatedExampleSources() async throws {
        let examples = Self.exampleSources()
        try #require(!examples.isEmpty)
        // The first number picks the file, the others edit it.
        try await fuzz(Gen<Int>.value(in: 0...1_000_000).array(of: 2...8).eraseToAny()) { numbers in
            let (path, text) = examples[numbers[0] % examples.count]
            let mutated = Self.mutate(Array(text.utf8), with: Array(numbers.dropFirst()))
            _ = await SourceScanner.guardedScan(data: Data(mutated), path: path, limits: .default, skippingGenerated: false, included: [])
        }
    }

    @Test func configurationReaderTakesRandomYAML() async throws {
        try await fuzz(Vocabulary.text(Vocabulary.yaml)) { yaml in
            do {
                _ = try Configuration.parse(yaml, file: ".viper-docs.yml")
            } catch let error as ConfigurationError {
                #expect(error.localizedDescription.hasPrefix(".viper-docs.yml:"))
            }
        }
    }

    @Test func guideStageTakesRandomMarkdown() async throws {
        try await fuzz(Vocabulary.text(Vocabulary.markdown)) { markdown in
            let rendered = MarkdownDocument.rendered(markdown: markdown, rewritingLinks: { $0 + "#x" })
            #expect(!rendered.html.contains("<script>"))
            _ = try? GuideBuilder.frontMatter(of: markdown, file: "Docs/Fuzz.md")
        }
    }

    // MARK: - Inputs

    /// The example app's sources, as (path, text).
    static func exampleSources() -> [(String, String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/TVShows")
        let scanner = SourceScanner(root: root)
        return scanner.sourceFiles().prefix(20).compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { (path, $0) }
        }
    }

    /// Deletes, duplicates, swaps or inserts bytes, one edit per number.
    static func mutate(_ bytes: [UInt8], with numbers: [Int]) -> [UInt8] {
        var bytes = bytes
        for number in numbers where !bytes.isEmpty {
            let at = number % bytes.count
            let length = min(bytes.count - at, 1 + number % 64)
            switch number % 4 {
            case 0: bytes.removeSubrange(at..<(at + length))
            case 1: bytes.insert(contentsOf: bytes[at..<(at + length)], at: at)
            case 2: bytes.insert(contentsOf: Array("[({<\"/*".utf8).prefix(1 + number % 7), at: at)
            default: bytes[at] = UInt8(truncatingIfNeeded: number >> 8)
            }
        }
        return bytes
    }
}
