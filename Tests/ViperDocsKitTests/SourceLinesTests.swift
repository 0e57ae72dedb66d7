@testable import ViperDocsKit
import XCTest

/// The lines findings point at are split as Swift splits Characters on `isNewline` (as SwiftSyntax
/// counts lines): the byte-by-byte split of ASCII text must give the same lines.
final class SourceLinesTests: XCTestCase {
    private func characterLines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    func testASCIILineEndingsSplitAsCharacters() {
        let texts = [
            "", "a", "a\n", "\n", "\n\n", "a\nb", "a\r\nb", "a\rb", "a\r\n\r\nb", "a\n\rb", "a\r\rb", "a\r", "\r", "\r\n",
            "x\u{0B}y\u{0C}z", "let a = 1\r\nlet b = 2\n\nlet c = 3\r",
        ]
        for text in texts {
            XCTAssertEqual(SourceLines.lines(of: text), characterLines(text), "\(text.debugDescription)")
        }
    }

    func testOtherTextIsSplitByCharacters() {
        for text in ["é\nb", "a\u{2028}b", "a\u{85}b", "a\r\n\u{301}b", "\u{1F600}\r\nx"] {
            XCTAssertEqual(SourceLines.lines(of: text), characterLines(text), "\(text.debugDescription)")
        }
    }
}
