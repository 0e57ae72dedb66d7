import Foundation
@testable import Site
import XCTest

/// `HTML.escape`'s byte check for plain ASCII gives what its walk over scalars gives.
final class HTMLEscapeTests: XCTestCase {
    func testThePlainASCIIShortcutEqualsTheWalk() {
        let texts = ["", "let x = 1", "    func a() -> Int { 0 }\t// tab", "a < b && c > d", "\"quoted\" 'single'", "line\nbreak",
                     "cr\r", "nul\u{0}", "del\u{7F}", "c1\u{85}", "Ünïcode", "emoji 👩‍👩‍👧", "~!@#$%^*()_+{}|:?"]
            + [0xFDD0, 0xFFFE, 0x1FFFF].map { "x" + String(Character(Unicode.Scalar($0)!)) }
        for text in texts {
            XCTAssertEqual(HTML.escape(text), HTML.escapeByScalars(text), text.debugDescription)
        }
        XCTAssertEqual(HTML.escape("a < b & \"c\"\u{1}"), "a &lt; b &amp; &quot;c&quot;\u{FFFD}")
        XCTAssertEqual(HTML.escape("plain text"), "plain text")
    }
}
