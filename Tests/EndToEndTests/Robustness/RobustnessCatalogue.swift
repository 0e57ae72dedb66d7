import Foundation
import XCTest

/// Docs/Robustness.md's catalogue is generated from the tests under `Tests/EndToEndTests/Robustness`:
/// one row per test that has a doc comment, under the `// MARK: -` section it sits in. This test
/// fails when the table is stale; `make robustness-doc` (UPDATE_DOCS=1) rewrites it.
final class RobustnessCatalogueTests: XCTestCase {
    static let begin = "<!-- catalogue:begin (generated from Tests/EndToEndTests/Robustness by `make robustness-doc`) -->"
    static let end = "<!-- catalogue:end -->"

    struct Case: Equatable {
        var section: String
        var name: String
        var summary: String
    }

    /// Every documented test case of the Robustness folder, file by file (sorted), in source order.
    static func cases() throws -> [Case] {
        let folder = EndToEndTests.repository.appendingPathComponent("Tests/EndToEndTests/Robustness")
        var result: [Case] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var section = ""
            var comment: [String] = []
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("// MARK: - ") {
                    section = String(line.dropFirst("// MARK: - ".count))
                } else if line.hasPrefix("///") {
                    comment.append(line.dropFirst(3).trimmingCharacters(in: .whitespaces))
                    continue
                } else if line.hasPrefix("func test") {
                    let name = String(line.dropFirst("func ".count).prefix { $0 != "(" })
                    // A test without a doc comment is described by its name (`testDeepArraysAreSkipped`
                    // → "Deep arrays are skipped").
                    let summary = comment.isEmpty ? Self.sentence(fromTestName: name) : comment.joined(separator: " ")
                    result.append(Case(section: section, name: name, summary: summary))
                }
                comment = []
            }
        }
        return result
    }

    static func sentence(fromTestName name: String) -> String {
        var words: [String] = []
        var word = ""
        for character in name.dropFirst("test".count) {
            if character.isUppercase, !word.isEmpty, word.last?.isUppercase == false {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        let lowered = words.enumerated().map { $0.offset == 0 || $0.element.count > 1 && $0.element.allSatisfy(\.isUppercase) ? $0.element : $0.element.lowercased() }
        return lowered.joined(separator: " ") + "."
    }

    static func table(_ cases: [Case]) -> String {
        var lines = ["| # | Kind | Case | Input, and what viper-docs does |", "|---|---|---|---|"]
        for (index, item) in cases.enumerated() {
            let summary = item.summary.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| \(index + 1) | \(item.section) | `\(item.name)` | \(summary) |")
        }
        return lines.joined(separator: "\n")
    }

    func testCatalogueTableIsCurrent() throws {
        let doc = EndToEndTests.repository.appendingPathComponent("Docs/Robustness.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end) else {
            return XCTFail("Docs/Robustness.md lacks the catalogue markers")
        }
        let table = "\n" + Self.table(try Self.cases()) + "\n"
        let current = String(text[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try (String(text[..<start.upperBound]) + table + String(text[stop.lowerBound...])).write(to: doc, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(current, table, "Docs/Robustness.md's catalogue is stale; run `make robustness-doc` and review the diff")
    }
}
