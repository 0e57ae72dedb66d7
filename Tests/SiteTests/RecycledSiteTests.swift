import DefaultTheme
import Foundation
@testable import Site
import SourceScanner
import XCTest

/// A rebuild made in the site before last (`SiteWriter.RecycledTree`): the same site as a fresh
/// build, the site it swaps out kept whole for the next build, and nothing written through a link
/// into the site being served; whatever was put into the kept site is cleared away.
final class RecycledSiteTests: XCTestCase {
    private var scratch: URL!
    private var stamps: SpareStamps!
    private var output: URL { scratch.appendingPathComponent("site") }
    private var spare: URL { scratch.appendingPathComponent("cache/spare") }

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("RecycledSite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("cache"), withIntermediateDirectories: true)
        stamps = SpareStamps(spare: scratch.appendingPathComponent("cache/spare").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func write(_ content: SiteContent) throws {
        _ = try SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory)).write(content, to: output, stamps: stamps)
    }

    private func fresh(_ content: SiteContent) throws -> [String: Data] {
        let folder = scratch.appendingPathComponent("fresh/\(UUID().uuidString)")
        _ = try SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory)).write(content, to: folder)
        return try SiteFiles.tree(folder)
    }

    /// The fixture with a comment added to the file at `path`: that file's page changes.
    private func editing(_ content: SiteContent, _ path: String, _ comment: String) -> SiteContent {
        var content = content
        content.sources[path] = (Fixture.sources[path] ?? "") + "// \(comment)\n"
        return content
    }

    func testARebuildInTheSiteBeforeLastIsAFreshSiteAndLeavesTheSwappedOutSiteWhole() throws {
        let paths = Fixture.sources.keys.filter { $0.hasSuffix(".swift") }.sorted()
        let (first, second) = (try XCTUnwrap(paths.first), try XCTUnwrap(paths.last))
        XCTAssertNotEqual(first, second)
        try write(Fixture.content)
        XCTAssertEqual(FileKind.of(linkAt: spare.path), .missing, "the first site replaced none")

        let two = editing(Fixture.content, first, "two")
        try write(two)
        let siteTwo = try SiteFiles.tree(output)
        XCTAssertEqual(try SiteFiles.tree(spare), try fresh(Fixture.content), "the site swapped out is kept")

        // The third site is made in the first one's folder. The page of `second` did not change from
        // the first site to the second, so the kept folder has it as a link to the page being served:
        // the new page must replace that link, never write into it.
        let three = editing(two, second, "three")
        try write(three)
        XCTAssertEqual(try SiteFiles.tree(output), try fresh(three))
        XCTAssertEqual(try SiteFiles.tree(spare), siteTwo, "the second site, swapped out, is as it was served")
        XCTAssertNotEqual(try SiteFiles.tree(output), siteTwo)
    }

    func testWhatWasPutIntoTheKeptSiteIsClearedAway() throws {
        try write(Fixture.content)
        try write(editing(Fixture.content, try XCTUnwrap(Fixture.sources.keys.sorted().first), "two"))
        let fileManager = FileManager.default
        let outside = scratch.appendingPathComponent("outside")
        try fileManager.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        // A stray file and folder, a folder where a page goes, a file where a folder goes, and a link out.
        try Data("stray".utf8).write(to: spare.appendingPathComponent("stray.html"))
        try fileManager.createDirectory(at: spare.appendingPathComponent("stray/inner"), withIntermediateDirectories: true)
        try fileManager.removeItem(at: spare.appendingPathComponent("index.html"))
        try fileManager.createDirectory(at: spare.appendingPathComponent("index.html/inner"), withIntermediateDirectories: true)
        try fileManager.removeItem(at: spare.appendingPathComponent("modules"))
        try Data("not a folder".utf8).write(to: spare.appendingPathComponent("modules"))
        try fileManager.createSymbolicLink(at: spare.appendingPathComponent("source/link"), withDestinationURL: outside)

        let three = editing(Fixture.content, try XCTUnwrap(Fixture.sources.keys.sorted().last), "three")
        try write(three)
        XCTAssertEqual(try SiteFiles.tree(output), try fresh(three))
        XCTAssertEqual(FileKind.of(linkAt: output.appendingPathComponent("source/link").path), .missing)
        XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("keep.txt"), encoding: .utf8), "keep")
        XCTAssertEqual(try fileManager.contentsOfDirectory(atPath: scratch.path).sorted(), ["cache", "fresh", "outside", "site"],
                       "no staging folder left beside the site")
    }
}

/// Page stamps kept in memory, with a place for the site before last.
private final class SpareStamps: PageStampStore, @unchecked Sendable {
    private let lock = NSLock()
    private var stamps: [String: [String: PageStamp]] = [:]
    let spare: String

    init(spare: String) { self.spare = spare }

    func pageStamps(site: String) -> [String: PageStamp] { lock.withLock { stamps[site] ?? [:] } }
    func storePageStamps(_ stamps: [String: PageStamp], site: String) { lock.withLock { self.stamps[site] = stamps } }
    func spareFolder(site: String) -> String? { spare }
}
