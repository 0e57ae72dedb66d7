import Foundation
import XCTest

/// The hostile catalogue: what a repository, a pull request or a client does on purpose
/// (Docs/Security.md says what each can and cannot do).
final class HostileRobustnessTests: RobustnessTestCase {
    /// A folder name that ends a line, forges a GitHub Actions command and holds terminal codes.
    static let hostileName = "Bad\n::error title=PWNED::X\n\u{1B}]0;owned\u{07}\u{1B}[2J"

    // MARK: - Terminal and CI log injection

    /// A module in a folder named `Bad⏎::error title=PWNED::X⏎` with ESC/OSC codes, and a binary file named so: the `text` report of `check` and every warning on stderr show the name with visible escapes (`\n`, `\u{1B}`); no line begins with `::`, no control character is written; nor in the `markdown`, `junit` and `github` reports.
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
        // The reports meant for files and comments, should a job print them: no command, no terminal code either.
        for format in ["markdown", "junit"] {
            let run = try viperDocs(["check", app.path, "--format", format])
            XCTAssertEqual(run.status, 1, run.stderr)
            assertNothingInjected(run.stdout)
        }
        // The github format is workflow commands, one a line, its own and none other; and no terminal code.
        let github = try viperDocs(["check", app.path, "--format", "github"])
        for line in github.stdout.split(separator: "\n") {
            XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="), String(line))
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, line.debugDescription)
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

    // MARK: - Configuration and markers

    /// `.viper-docs.yml` that is a link to a file outside the app: exit 2, one line naming it, and nothing of what it holds (its title) is shown or published; the same file saying `allow-outside-root: true` is read.
    func testConfigurationLinkedOutsideTheAppIsRefused() throws {
        let app = try exampleApp()
        let outside = app.deletingLastPathComponent().appendingPathComponent("outside.yml")
        try "title: Leaked-Secret-Title\n".write(to: outside, atomically: true, encoding: .utf8)
        try link(".viper-docs.yml", in: app, to: "../outside.yml")
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        assertOneError(run, naming: ".viper-docs.yml", "symbolic link", "outside the app", "allow-outside-root")
        XCTAssertFalse(run.stderr.contains("Leaked") || FileManager.default.fileExists(atPath: site.path), run.stderr)
        try "title: [unclosed, Leaked\n".write(to: outside, atomically: true, encoding: .utf8)
        let broken = try viperDocs(["graph", app.path])
        assertOneError(broken, naming: ".viper-docs.yml", "outside the app")
        XCTAssertFalse(broken.stderr.contains("Leaked"), broken.stderr)
        try "allow-outside-root: true\ntitle: Shared-Title\n".write(to: outside, atomically: true, encoding: .utf8)
        XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
        XCTAssertTrue(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8).contains("Shared-Title"))
    }

    /// An empty `.viper-docs-site` in `Modules/Shows/Home`: the module is still read (it vanished from `check`, `graph` and the site), the marker is listed under excluded and warned about, and `--output` that folder is refused, nothing deleted. A marker with the text viper-docs writes still marks a site.
    func testAForgedSiteMarkerDoesNotHideAModule() throws {
        let app = try exampleApp()
        try write("", "Modules/Shows/Home/.viper-docs-site", in: app)
        let (modules, excluded, run) = try graph(app)
        XCTAssertTrue(modules.contains("Home"), "\(modules)")
        XCTAssertEqual(modules.count, 9)
        XCTAssertEqual(excluded["Modules/Shows/Home/.viper-docs-site"], "site marker that viper-docs did not write (its folder is scanned all the same)")
        assertWarning(run, naming: "Modules/Shows/Home/.viper-docs-site", "did not write", "remove it")
        // Nor does it make a folder replaceable as an output.
        let sources = files(under: app.appendingPathComponent("Modules/Shows/Home"))
        let run2 = try viperDocs(["build", app.path, "--output", app.appendingPathComponent("Modules/Shows/Home").path])
        assertOneError(run2, naming: "Modules/Shows/Home", "is not a site viper-docs wrote")
        XCTAssertEqual(files(under: app.appendingPathComponent("Modules/Shows/Home")), sources)
        try write("This folder is a site written by viper-docs, which replaces it on every run.\n", "Modules/Shows/Home/.viper-docs-site", in: app)
        XCTAssertFalse(try graph(app).modules.contains("Home"))
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
