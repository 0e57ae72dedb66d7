import DefaultTheme
import Foundation
@testable import Site
import SourceScanner
import XCTest

/// `about.html`: what was scanned and what was skipped, linked from every page's footer.
final class SiteAboutTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("SiteAboutTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func writeSite(_ content: SiteContent) throws -> URL {
        let output = scratch.appendingPathComponent("site")
        try SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory)).write(content, to: output)
        return output
    }

    func testTheAboutPageListsTheScannedFoldersAndTheExclusions() throws {
        var content = Fixture.content
        content.model.excluded = [
            Exclusion(path: "Pods", reason: "CocoaPods dependencies"),
            Exclusion(path: "App/<b>Tests</b>", reason: "test target"),
            Exclusion(path: "App/L10n.swift", reason: "generated code"),
        ]
        content.scannedFolders = ["App", "Modules"]
        let output = try writeSite(content)
        let about = try SiteFiles.read(output, "about.html")
        XCTAssertTrue(about.contains("<title>About this site — TVShows</title>"))
        XCTAssertTrue(about.contains("<li><code>App</code></li>\n<li><code>Modules</code></li>"), "the source folders")
        XCTAssertTrue(about.contains("<tr><td><code>App/&lt;b&gt;Tests&lt;/b&gt;</code></td><td>test target</td></tr>\n"
            + "<tr><td><code>App/L10n.swift</code></td><td>generated code</td></tr>\n"
            + "<tr><td><code>Pods</code></td><td>CocoaPods dependencies</td></tr>"), "sorted by path, escaped")
        XCTAssertTrue(about.contains("3 folders and files skipped: CocoaPods dependencies (1); generated code (1); test target (1);"))
        XCTAssertTrue(about.contains("<code>exclude:</code> in <code>.viper-docs.yml</code>"))
        XCTAssertTrue(about.contains(#"<a href="about.html" aria-current="page">About this site</a>"#))
        XCTAssertTrue(try SiteFiles.read(output, "index.html").contains(#"<a href="about.html">About this site</a>"#))
        XCTAssertTrue(try SiteFiles.read(output, "modules/Home.html").contains(#"<a href="../about.html">About this site</a>"#),
                      "linked from every page, relatively")
    }

    func testNothingSkippedAndTheWholeFolder() throws {
        let about = try SiteFiles.read(try writeSite(Fixture.content), "about.html")
        XCTAssertTrue(about.contains("from the whole folder"))
        XCTAssertTrue(about.contains(#"<p class="empty">Nothing was skipped.</p>"#))
        XCTAssertFalse(about.contains("<table"))
    }
}
