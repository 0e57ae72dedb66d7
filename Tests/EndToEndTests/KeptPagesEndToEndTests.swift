import Foundation
import XCTest

/// A rebuild after an edit that changes no page but the file's own keeps the previous site's other
/// pages without computing their digests or drawing a diagram, and still writes exactly the site a
/// build without the cache writes (not timed: the speed is `make bench`'s).
final class KeptPagesEndToEndTests: RobustnessTestCase {
    /// What a kept rebuild says in its diagrams step.
    let kept = "Render diagrams: none to draw"

    /// Inserts `line` before line `number` (from 1) of `file`.
    func insert(_ line: String, before number: Int, in file: URL) throws {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        lines.insert(line, at: number - 1)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    /// A line added inside a method's body: the model and the findings are the same, so only the
    /// file's source page, the About and Dependencies pages (which count the lines) are rendered; the module's
    /// page, the maps and the search index are the very files of the previous site.
    func testAnEditInsideABodyKeepsTheOtherPages() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let first = try build(app, into: site)
        XCTAssertFalse(first.stderr.contains(kept), first.stderr)
        let before = try inodes(of: site)
        let presenter = app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
        // In `viewDidLoad`, before the call whose closure holds the presenter: every line below moves.
        try insert("        // Shows arrive in pages.", before: 39, in: presenter)

        let second = try build(app, into: site)
        XCTAssertTrue(second.stderr.contains(kept), second.stderr)
        XCTAssertTrue(second.stderr.contains("(3 rendered)"), second.stderr)
        let after = try inodes(of: site)
        for page in ["modules/Home.html", "index.html", "groups/Shows.html", "assets/search-index.js",
                     "source/Modules/Shows/Home/HomeWireframe.swift.html"] {
            XCTAssertEqual(after[page], before[page], "\(page) is the previous site's file")
        }
        XCTAssertNotEqual(after["source/Modules/Shows/Home/HomePresenter.swift.html"], before["source/Modules/Shows/Home/HomePresenter.swift.html"])
        try assertEqualsFreshBuild(app, site)
    }

    /// A line added above the declarations moves them: the module's page links to their new lines,
    /// so the pages are not kept, and the site is still a fresh build's.
    func testAnEditThatMovesDeclarationsWritesTheirPages() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try build(app, into: site)
        let before = try contents(of: site)
        try insert("// The home screen's presenter.", before: 1, in: app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift"))

        let second = try build(app, into: site)
        XCTAssertFalse(second.stderr.contains(kept), second.stderr)
        XCTAssertNotEqual(try contents(of: site)["modules/Home.html"], before["modules/Home.html"])
        try assertEqualsFreshBuild(app, site)
    }

    /// Pages quote the line of each finding: an edit of a file with findings keeps nothing.
    func testAnEditOfAFileWithFindingsKeepsNothing() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try build(app, into: site)
        let presenter = app.appendingPathComponent("Modules/Shows/Episodes/EpisodesPresenter.swift")
        try append("// More to come.\n", to: presenter)

        let second = try build(app, into: site)
        XCTAssertFalse(second.stderr.contains(kept), second.stderr)
        try assertEqualsFreshBuild(app, site)
    }

    /// A page to keep that was deleted from the site: the rebuild says so, draws the diagrams and
    /// writes the whole site, as a build without the cache writes it.
    func testAKeptPageThatIsGoneIsWrittenAgain() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try build(app, into: site)
        try FileManager.default.removeItem(at: site.appendingPathComponent("modules/Search.html"))
        let presenter = app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
        try append("// More to come.\n", to: presenter)

        let second = try build(app, into: site)
        XCTAssertTrue(second.stderr.contains("modules/Search.html is missing or was changed"), second.stderr)
        XCTAssertTrue(second.stderr.contains("[5/6] Render diagrams: 22 SVGs"), second.stderr)
        XCTAssertEqual(second.stderr.components(separatedBy: "[6/6] Write site").count, 3, second.stderr)
        try assertEqualsFreshBuild(app, site)
    }

    /// A build that keeps the maps prints the warning about the collapsed ones again, as every
    /// build of the same app does.
    func testAKeptBuildWarnsOfCollapsedMapsAgain() throws {
        let app = try largeApp(modules: 14)
        try write("limits:\n  diagram-nodes: 10\n", ".viper-docs.yml", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let first = try build(app, into: site)
        let collapsed = warnings(first).filter { $0.contains("were collapsed") }
        XCTAssertEqual(collapsed.count, 1, first.stderr)
        let router = app.appendingPathComponent("Modules/Feature3/Feature3Router.swift")
        // The router has no findings (the presenters have: their pages quote the lines).
        try append("// More to come.\n", to: router)

        let second = try build(app, into: site)
        XCTAssertTrue(second.stderr.contains(kept), second.stderr)
        XCTAssertEqual(warnings(second).filter { $0.contains("were collapsed") }, collapsed)
        try assertEqualsFreshBuild(app, site)
    }
}
