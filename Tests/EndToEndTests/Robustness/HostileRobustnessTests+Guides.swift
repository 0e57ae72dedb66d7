import Foundation
import XCTest

/// The hostile catalogue, guides: what a pull request's Markdown can bring into the published site.
final class HostileGuideTests: RobustnessTestCase {
    // MARK: - Hostile guides

    /// A guide that links `notes.html`, `diagram.svg`, `x.js`, `feed.xml`, a `fake.png` that is HTML, and a real PNG: only the real PNG is copied; each of the others is named in a warning and its link dropped, so no script of the repository runs in a reader's browser.
    func testGuideLinksOnlyBringImagesIntoTheSite() throws {
        let app = try exampleApp()
        let script = "<script>alert(document.cookie)</script>"
        for name in ["notes.html", "diagram.svg", "x.js", "feed.xml"] { try write(script, "Docs/\(name)", in: app) }
        try write("<html>\(script)</html>", "Docs/fake.png", in: app)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: app.appendingPathComponent("Docs/real.png"))
        try write("# Links\n\n[n](notes.html) ![d](diagram.svg) [j](x.js) [f](feed.xml) ![f](fake.png) ![r](real.png)\n", "Docs/05-Links.md", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(files(under: site.appendingPathComponent("guides")).filter { !$0.hasSuffix(".html") || $0 == "notes.html" }, ["real.png"])
        for name in ["notes.html", "diagram.svg", "x.js", "feed.xml"] {
            assertWarning(run, naming: "05-Links.md", "\(name) not copied", "only images")
        }
        assertWarning(run, naming: "05-Links.md", "fake.png not copied", "not the PNG image its name says")
        let page = try String(contentsOf: site.appendingPathComponent("guides/05-Links.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("real.png"))
        XCTAssertFalse(page.contains("notes.html") || page.contains("diagram.svg") || page.contains("fake.png"), page)
        try assertSiteChecks(site)
    }

    /// A guide links a sparse PNG of a gigabyte: not read, not copied, one warning with its size; the build stays quick.
    func testGuideLinkOfAGigabyteIsNotCopied() throws {
        let app = try exampleApp()
        let huge = app.appendingPathComponent("Docs/huge.png")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        XCTAssertEqual(truncate(huge.path, 1 << 30), 0)
        try write("# Huge\n\n![h](huge.png)\n", "Docs/05-Huge.md", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path], timeout: 60)
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: "05-Huge.md", "huge.png not copied", "1 GB", "larger than the 16 MB")
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("guides/huge.png").path))
    }

    /// `Docs/.drafts/secret.md` and `Docs/.secret.md`: hidden, so neither published nor in the search index; an image in a hidden folder is not copied.
    func testHiddenGuidesAreNeitherPublishedNorIndexed() throws {
        let app = try exampleApp()
        try write("# Draft\n\nTOPSECRET-DRAFT\n", "Docs/.drafts/secret.md", in: app)
        try write("# Hidden\n\nTOPSECRET-HIDDEN\n", "Docs/.secret.md", in: app)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: app.appendingPathComponent("Docs/.drafts/plan.png"))
        try write("# Public\n\n![p](.drafts/plan.png)\n", "Docs/05-Public.md", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertFalse(files(under: site).contains { $0.contains("secret") || $0.contains("drafts") || $0.contains("plan.png") }, "\(files(under: site))")
        XCTAssertFalse(siteContains("TOPSECRET", site))
        assertWarning(run, naming: "05-Public.md", "plan.png not copied", "hidden")
    }

    /// Guides named `c#sharp.md` and `50%41off.md`, and a guide linking both (`c%23sharp.md`, `50%2541off.md`): every link to them resolves (8 were broken by an unencoded `#`).
    func testGuideNamesWithHashAndPercentAreLinkedRight() throws {
        let app = try exampleApp()
        try write("# C sharp\n", "Docs/c#sharp.md", in: app)
        try write("# Half off\n", "Docs/50%41off.md", in: app)
        try write("# Links\n\n[c](c%23sharp.md) and [off](50%2541off.md)\n", "Docs/05-Links.md", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.warnings.filter { $0.contains("05-Links") }, [], run.stderr)
        let guides = files(under: site.appendingPathComponent("guides"))
        XCTAssertTrue(guides.contains("c_23sharp.html") && guides.contains("50_2541off.html"), "\(guides)")
        let page = try String(contentsOf: site.appendingPathComponent("guides/05-Links.html"), encoding: .utf8)
        XCTAssertTrue(page.contains(#"href="c_23sharp.html""#) && page.contains(#"href="50_2541off.html""#), page)
        try assertSiteChecks(site)
    }

    /// Whether any file of the site holds `text`.
    func siteContains(_ text: String, _ site: URL) -> Bool {
        files(under: site).contains { path in
            (try? Data(contentsOf: site.appendingPathComponent(path)))?.range(of: Data(text.utf8)) != nil
        }
    }
}
