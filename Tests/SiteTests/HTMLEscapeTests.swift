import Foundation
@testable import Site
import XCTest

/// `HTML.escape`'s byte check for plain ASCII gives what its character walk gives.
final class HTMLEscapeTests: XCTestCase {
    func testThePlainASCIIShortcutEqualsTheWalk() {
        // The walk, as `escape` does it for any text that is not plain ASCII.
        func walked(_ text: String) -> String {
            var out = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                case "\t", "\n": out.unicodeScalars.append(scalar)
                case _ where scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
                    || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE:
                    out += "\u{FFFD}"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
        let texts = ["", "let x = 1", "    func a() -> Int { 0 }\t// tab", "a < b && c > d", "\"quoted\" 'single'", "line\nbreak",
                     "cr\r", "nul\u{0}", "del\u{7F}", "c1\u{85}", "Ünïcode", "emoji 👩‍👩‍👧", "~!@#$%^*()_+{}|:?"]
            + [0xFDD0, 0xFFFE, 0x1FFFF].map { "x" + String(Character(Unicode.Scalar($0)!)) }
        for text in texts {
            XCTAssertEqual(HTML.escape(text), walked(text), text.debugDescription)
        }
    }
}
