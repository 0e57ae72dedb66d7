import Foundation
import XCTest

/// The hostile catalogue: what a repository, a pull request or a client does on purpose
/// (Docs/Security.md says what each can and cannot do).
final class HostileRobustnessTests: RobustnessTestCase {
    /// A folder name that ends a line, forges a GitHub Actions command and holds terminal codes.
    static let hostileName = "Bad\n::error title=PWNED::X\n\u{1B}]0;owned\u{07}\u{1B}[2J"

    // MARK: - Terminal and CI log injection

    /// A module in a folder named `Bad⏎::error title=PWNED::X⏎` with ESC/OSC codes, and a binary file named so: the `text` report of `check` and every warning on stderr show the name with visible escapes (`\n`, `\u{1B}`); no line begins with `::`, no control character is written.
    func testNamesCannotInjectIntoTheTerminalOrTheCILog() throws {
        let app = try exampleApp()
        try write("import UIKit\n\nfinal class ForgedPresenter {\n    var view: ForgedViewController?\n}\n\nfinal class ForgedViewController: UIViewController {\n    var presenter: ForgedPresenter?\n}\n",
                  "Modules/\(Self.hostileName)/ForgedPresenter.swift", in: app)
        try Data([0, 1, 2, 0]).write(to: app.appendingPathComponent("Modules/\(Self.hostileName)/\(Self.hostileName).swift"))
        for arguments in [["check", app.path], ["graph", app.path], ["build", app.path, "--output", app.deletingLastPathComponent().appendingPathComponent("site").path]] {
            let run = try viperDocs(arguments)
            XCTAssertLessThan(run.status, 2, run.stderr)
            assertNothingInjected(run.stderr)
            if arguments[0] == "check" {
                assertNothingInjected(run.stdout)
                XCTAssertTrue(run.stdout.contains(#"Modules/Bad\n::error title=PWNED::X\n\u{1B}]0;owned\u{7}\u{1B}[2J/ForgedPresenter.swift:"#), run.stdout)
            }
            XCTAssertTrue(run.warnings.contains { $0.contains(#"Bad\n::error title=PWNED::X\n\u{1B}]0;owned\u{7}\u{1B}[2J.swift"#) }, run.stderr)
        }
    }

    /// A file at the app's root whose name begins `::error`: the `text` report's line for it does not begin a workflow command.
    func testAReportLineCannotBeginAWorkflowCommand() throws {
        let app = try exampleApp()
        try write("import UIKit\n\nfinal class RootPresenter {\n    var view: RootViewController?\n}\n\nfinal class RootViewController: UIViewController {\n    var presenter: RootPresenter?\n}\n",
                  "::error title=PWNED::RootPresenter.swift", in: app)
        let run = try viperDocs(["check", app.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        assertNothingInjected(run.stdout)
        XCTAssertTrue(run.stdout.contains(#"\u{3A}:error title=PWNED::RootPresenter.swift:"#), run.stdout)
    }

    /// No line begins (after white space) with `::`, and no control character but the line break is written.
    func assertNothingInjected(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for outputLine in text.split(separator: "\n") {
            XCTAssertFalse(outputLine.drop { $0.isWhitespace }.hasPrefix("::"), "a workflow command: \(outputLine)", file: file, line: line)
            XCTAssertFalse(outputLine.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F },
                           "a control character: \(outputLine.debugDescription)", file: file, line: line)
        }
    }
}
