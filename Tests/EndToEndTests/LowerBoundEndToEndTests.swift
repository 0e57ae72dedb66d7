import Foundation
import XCTest

/// `viper-docs lower-bound` (hidden, for `make bench`): the figures a benchmark divides by, and the
/// diagrams' DOT for the one-`dot`-per-diagram peer. Not timed: only what it reports is checked.
extension EndToEndTests {
    struct LowerBoundFigures: Decodable {
        var files: Int
        var parseSeconds: Double
        var parseWarmSeconds: Double
        var diagrams: Int
        var layoutSeconds: Double
        var totalSeconds: Double
    }

    func testLowerBoundTimesTheParseFirstAndAgainAfterTheAnalysisAndLaysOutTheDiagrams() throws {
        let dot = FileManager.default.temporaryDirectory.appendingPathComponent("viper-docs-lower-bound-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: dot) }
        let run = try viperDocs(["lower-bound", EndToEndTests.example.path, "--write-dot", dot.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let figures = try JSONDecoder().decode(LowerBoundFigures.self, from: Data(run.stdout.utf8))
        // Every Swift and Objective-C file of the example app (it has no test or skipped file).
        let sources = files(under: EndToEndTests.example).filter { path in [".swift", ".m", ".h"].contains { path.hasSuffix($0) } }
        XCTAssertEqual(figures.files, sources.count)
        XCTAssertGreaterThan(figures.parseSeconds, 0)
        XCTAssertGreaterThan(figures.parseWarmSeconds, 0)
        XCTAssertGreaterThan(figures.layoutSeconds, 0)
        XCTAssertEqual(figures.totalSeconds, figures.parseSeconds + figures.layoutSeconds, accuracy: 1e-9)
        // One DOT file per diagram laid out, numbered from 0001.
        let written = try FileManager.default.contentsOfDirectory(atPath: dot.path).sorted()
        XCTAssertEqual(written.count, figures.diagrams)
        XCTAssertEqual(written.first, "0001.dot")
        XCTAssertTrue(try String(contentsOf: dot.appendingPathComponent("0001.dot"), encoding: .utf8).contains("digraph"))
    }
}
