import SourceScanner
import XCTest

/// Names from a repository are escaped before a terminal or a CI log sees them (`TerminalText`).
final class TerminalTextTests: XCTestCase {
    func testOrdinaryTextIsUnchanged() {
        for text in ["Modules/Home/HomePresenter.swift:3:5: error: message [rule]", "Café/Résumé.swift", "a: b", "#tag", "x::y", ""] {
            XCTAssertEqual(TerminalText.escaped(text), text)
        }
    }

    func testControlCharactersBecomeVisibleEscapes() {
        XCTAssertEqual(TerminalText.escaped("a\nb\rc\td"), #"a\nb\rc\td"#)
        XCTAssertEqual(TerminalText.escaped("\u{1B}]0;owned\u{07}x\u{1B}[2J"), #"\u{1B}]0;owned\u{7}x\u{1B}[2J"#)
        XCTAssertEqual(TerminalText.escaped("\u{7F}\u{85}\u{9B}"), #"\u{7F}\u{85}\u{9B}"#)
        XCTAssertEqual(TerminalText.escaped("a\u{2028}b\u{202E}c\u{2066}"), #"a\u{2028}b\u{202E}c\u{2066}"#)
    }

    func testNoLineCanBeginAWorkflowCommand() {
        XCTAssertEqual(TerminalText.escaped("::error title=PWNED::X"), #"\u{3A}:error title=PWNED::X"#)
        XCTAssertEqual(TerminalText.escaped("   ::warning::x"), #"   \u{3A}:warning::x"#)
        XCTAssertEqual(TerminalText.escaped("\u{A0}\u{3000}::x"), "\u{A0}\u{3000}\\u{3A}:x")
        // A newline cannot start a new line: it is escaped, so what follows stays mid-line.
        XCTAssertEqual(TerminalText.escaped("Bad\n::error title=PWNED::X\n.swift"), #"Bad\n::error title=PWNED::X\n.swift"#)
    }

    func testOlderCommandFormsAreBrokenAnywhereInALine() {
        XCTAssertEqual(TerminalText.escaped("x ##[error]boom"), #"x #\u{23}[error]boom"#)
        XCTAssertEqual(TerminalText.escaped("x ##vso[task.setvariable]y"), #"x #\u{23}vso[task.setvariable]y"#)
        XCTAssertEqual(TerminalText.escaped("x ##VSO[y"), #"x #\u{23}VSO[y"#)
        XCTAssertEqual(TerminalText.escaped("## heading ##"), "## heading ##")
    }

    func testTheResultIsOneLineForAnyInput() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let scalars = (0..<20).map { _ in Unicode.Scalar(UInt8.random(in: 0...0x9F, using: &generator)) }
            let text = String(String.UnicodeScalarView(scalars))
            let escaped = TerminalText.escaped(text)
            XCTAssertFalse(escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, escaped)
            XCTAssertFalse(escaped.trimmingCharacters(in: .whitespaces).hasPrefix("::"), escaped)
            XCTAssertFalse(escaped.contains("##["), escaped)
        }
    }
}
