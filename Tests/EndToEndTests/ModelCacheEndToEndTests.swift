import Foundation
import XCTest

/// A rebuild whose files' facts are all the last build's takes the last build's model and findings
/// (`model.pack`) instead of building them, and still writes exactly the site a build without the
/// cache writes; anything else builds them again (not timed: the speed is `make bench`'s).
final class ModelCacheEndToEndTests: RobustnessTestCase {
    /// What the model step says when it takes the last build's model.
    let reusedModel = "the last build's: no file's facts changed"
    /// What the rules step says when it takes the last build's findings.
    let reusedFindings = "other findings, the last build's"

    func presenter(_ app: URL) -> URL {
        app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
    }

    /// A comment appended adds a line and no fact: the model and the findings are the last build's,
    /// the site is a fresh build's, and `check` reports what it reports without the cache.
    func testAnEditThatChangesNoFactReusesTheModelAndFindings() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let first = try build(app, into: site)
        XCTAssertFalse(first.stderr.contains(reusedModel), first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(".viper-docs-cache/model.pack").path))

        try append("\n// Shows arrive in pages.\n", to: presenter(app))
        let second = try build(app, into: site)
        XCTAssertTrue(second.stderr.contains(reusedModel), second.stderr)
        XCTAssertTrue(second.stderr.contains(reusedFindings), second.stderr)
        try assertEqualsFreshBuild(app, site)
        // `check` reads the cache (quietly) and reports what it reports without it.
        let cached = try viperDocs(["check", app.path, "--format", "json"])
        let uncached = try viperDocs(["check", app.path, "--format", "json", "--no-cache"])
        XCTAssertEqual(cached.stdout, uncached.stdout)
        XCTAssertEqual(cached.status, uncached.status)

        // The pack now lists the edited file's new bytes: the next such edit is reused too.
        try append("// And in seasons.\n", to: presenter(app))
        let third = try build(app, into: site)
        XCTAssertTrue(third.stderr.contains(reusedModel), third.stderr)
        try assertEqualsFreshBuild(app, site)
    }

    /// A property added is a new fact: the model and the findings are built, and the next edit that
    /// changes no fact reuses the new model.
    func testAnEditThatChangesAFactBuildsTheModel() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try build(app, into: site)
        try replace("    private let wireframe: HomeWireframeInterface\n",
                    with: "    private let wireframe: HomeWireframeInterface\n    private let next: HomeWireframeInterface? = nil\n", in: presenter(app))
        let second = try build(app, into: site)
        XCTAssertFalse(second.stderr.contains(reusedModel), second.stderr)
        XCTAssertFalse(second.stderr.contains(reusedFindings), second.stderr)
        try assertEqualsFreshBuild(app, site)

        try append("// Unchanged facts.\n", to: presenter(app))
        let third = try build(app, into: site)
        XCTAssertTrue(third.stderr.contains(reusedModel), third.stderr)
        try assertEqualsFreshBuild(app, site)
    }

    /// Lines added inside a method's body move the facts below them and nothing else: the model is the
    /// last build's with its locations in the file moved, the rules run again, and the site is a fresh
    /// build's. Code that changes a column is no move: the model is built.
    func testLinesAddedInABodyMoveTheLastModel() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try build(app, into: site)
        try replace("    func viewDidLoad() {\n", with: "    func viewDidLoad() {\n        // Shows arrive in pages.\n\n", in: presenter(app))
        let second = try build(app, into: site)
        XCTAssertTrue(second.stderr.contains("the last build's with the lines of 1 file moved"), second.stderr)
        XCTAssertFalse(second.stderr.contains(reusedFindings), second.stderr)
        try assertEqualsFreshBuild(app, site)

        // Indented: the call and its closure start two columns further.
        try replace("        interactor.getShows {", with: "          interactor.getShows {", in: presenter(app))
        let third = try build(app, into: site)
        XCTAssertFalse(third.stderr.contains("references, the last build's"), third.stderr)
        try assertEqualsFreshBuild(app, site)
    }

    /// Another configuration (a rule turned off) is another model key: the findings follow it.
    func testAConfigurationChangeBuildsTheModel() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try build(app, into: site)
        try "rules:\n  presenter-holds-view-weakly: off\n".write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let second = try build(app, into: site)
        XCTAssertFalse(second.stderr.contains(reusedModel), second.stderr)
        try assertEqualsFreshBuild(app, site)
    }

    /// A model pack cut short or overwritten is never trusted: the model is built, the site is a
    /// fresh build's, and the pack is written again for the next build.
    func testACorruptModelPackIsBuiltAgain() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let first = try build(app, into: site)
        let pack = app.appendingPathComponent(".viper-docs-cache/model.pack")
        let whole = try Data(contentsOf: pack)
        for damaged in [whole.prefix(whole.count / 2), Data(whole.map { $0 == UInt8(ascii: "a") ? UInt8(ascii: "b") : $0 }), Data("garbage".utf8)] {
            try damaged.write(to: pack)
            try append("// A comment.\n", to: presenter(app))
            let run = try build(app, into: site)
            XCTAssertFalse(run.stderr.contains(reusedModel), run.stderr)
            // The app's own warnings, and none about the pack.
            XCTAssertEqual(warnings(run), warnings(first))
            try assertEqualsFreshBuild(app, site)
        }
        try append("// Another comment.\n", to: presenter(app))
        let last = try build(app, into: site)
        XCTAssertTrue(last.stderr.contains(reusedModel), last.stderr)
    }
}
