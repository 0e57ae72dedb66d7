import Foundation
import SourceScanner
import SwiftParser
import XCTest

/// The scan keeps the classified ranges of the Swift files it parses, the same as a second parse gives.
final class HighlightSpansTests: XCTestCase {
    func testTheScanKeepsTheSpansOfEachSwiftFileItParses() async throws {
        let swift = "/// A presenter.\nfinal class HomePresenter {\n    weak var view: HomeView? // the view\n    let count = 42\n}\n"
        let root = try makeTree(["App/HomePresenter.swift": swift, "App/HomeView.h": "@interface HomeView : UIView\n@end\n"], in: self)
        var scanner = SourceScanner(root: root)
        let highlights = HighlightSpans()
        scanner.highlights = highlights
        let result = try await scanner.scanSources(scanner.listing().files)
        XCTAssertEqual(result.files.count, 2)
        XCTAssertEqual(highlights.count, 1, "Objective-C pages are coloured from the tokenizer, not from kept spans")

        let kept = try XCTUnwrap(highlights.take("App/HomePresenter.swift", text: swift))
        XCTAssertEqual(kept, SwiftClassifier.spans(of: Parser.parse(source: swift)))
        XCTAssertEqual(kept.first?.start, 0)
        XCTAssertEqual(kept.first?.kind, .doc)
        XCTAssertTrue(kept.contains(HighlightSpan(start: 102, end: 104, kind: .number)), "\(kept)")
        XCTAssertNil(highlights.take("App/HomePresenter.swift", text: swift), "handed over once")
    }

    func testSpansOfAnotherTextAreNotHandedOver() async throws {
        let root = try makeTree(["A.swift": "let a = 1\n"], in: self)
        var scanner = SourceScanner(root: root)
        let highlights = HighlightSpans()
        scanner.highlights = highlights
        _ = try await scanner.scanSources(["A.swift"])
        // The file changed between the scan and its page: the page classifies the new text itself.
        XCTAssertNil(highlights.take("A.swift", text: "let ab = 12\n"))
    }

    func testOffsetsBeyondThirtyTwoBitsAreClamped() {
        let span = HighlightSpan(start: -1, end: Int(UInt32.max) + 10, kind: .string)
        XCTAssertEqual(span.start, 0)
        XCTAssertEqual(span.end, Int(UInt32.max))
    }
}
