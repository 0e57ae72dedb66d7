import DefaultTheme
import Foundation
@testable import Site
import SourceScanner
import XCTest

/// Source texts read from the disk when a page needs them: the same site as from texts in memory; a
/// file gone by then is one clear error and no site; a page whose file's digest is known and
/// unchanged is not rendered, so its file is not read at all.
final class SourceTextsTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("SourceTexts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func writer() throws -> SiteWriter {
        SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory, "the default theme ships as a resource"))
    }

    /// The fixture's sources written under `app/`, and the fixture's content reading them from there.
    private func contentFromDisk(digests: [String: String] = [:]) throws -> (content: SiteContent, app: URL) {
        let app = scratch.appendingPathComponent("app")
        for (path, text) in Fixture.sources {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var content = Fixture.content
        content.sources = SourceTexts(root: app.path, files: Array(Fixture.sources.keys), digests: digests)
        return (content, app)
    }

    func testTextsAreReadWhenAskedFor() throws {
        let (content, app) = try contentFromDisk()
        let path = try XCTUnwrap(Fixture.sources.keys.sorted().first)
        XCTAssertEqual(try content.sources.text(of: path), Fixture.sources[path])
        XCTAssertNil(try content.sources.text(of: "Not/Scanned.swift"))
        XCTAssertEqual(content.sources.paths.sorted(), Fixture.sources.keys.sorted())
        XCTAssertNil(content.sources.knownDigest(of: path), "no digest was given")
        try FileManager.default.removeItem(at: app.appendingPathComponent(path))
        XCTAssertThrowsError(try content.sources.text(of: path)) { error in
            XCTAssertEqual(error as? SiteError, .unreadableSource(path: path))
            XCTAssertEqual((error as? SiteError)?.errorDescription, "cannot read \(path) again to write its source page; check its permissions")
        }
    }

    func testASiteFromTheDiskEqualsOneFromMemory() throws {
        let fromMemory = scratch.appendingPathComponent("memory")
        try writer().write(Fixture.content, to: fromMemory)
        let fromDisk = scratch.appendingPathComponent("disk")
        try writer().write(try contentFromDisk().content, to: fromDisk)
        XCTAssertEqual(try SiteFiles.tree(fromDisk), try SiteFiles.tree(fromMemory))
    }

    func testPagesTakeTheSpansTheScanKeptAndGiveTheSameSite() async throws {
        var (content, app) = try contentFromDisk()
        var scanner = SourceScanner(root: app)
        let highlights = HighlightSpans()
        scanner.highlights = highlights
        _ = try await scanner.scanSources(Array(Fixture.sources.keys))
        let swiftFiles = Fixture.sources.keys.filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(highlights.count, swiftFiles.count)
        content.sources.highlights = highlights
        let withSpans = scratch.appendingPathComponent("with-spans")
        try writer().write(content, to: withSpans)
        XCTAssertEqual(highlights.count, 0, "every Swift page took its file's spans")
        let parsedAgain = scratch.appendingPathComponent("parsed-again")
        try writer().write(try contentFromDisk().content, to: parsedAgain)
        XCTAssertEqual(try SiteFiles.tree(withSpans), try SiteFiles.tree(parsedAgain))
    }

    func testKeptSpansAreWhatThePageShows() throws {
        var (content, _) = try contentFromDisk()
        let path = try XCTUnwrap(Fixture.sources.keys.sorted().first { $0.hasSuffix(".swift") })
        let text = try XCTUnwrap(Fixture.sources[path])
        // Spans no parser would give: the whole file one string.
        let spans = HighlightSpans()
        spans.keep(path, byteCount: text.utf8.count, spans: [HighlightSpan(start: 0, end: text.utf8.count, kind: .string)])
        content.sources.highlights = spans
        let lines = try XCTUnwrap(SourcePageKind.context(of: path, PageBuilder(content: content, map: SiteWriter.pageMap(content))).lines)
        XCTAssertTrue(lines.allSatisfy { $0.html.isEmpty || $0.html.hasPrefix("<span class=\"string\">") }, "\(lines.prefix(3))")
    }

    func testAFileGoneBeforeItsPageIsOneErrorAndNoSite() throws {
        let (content, app) = try contentFromDisk()
        let path = try XCTUnwrap(Fixture.sources.keys.sorted().last)
        try FileManager.default.removeItem(at: app.appendingPathComponent(path))
        let output = scratch.appendingPathComponent("site")
        XCTAssertThrowsError(try writer().write(content, to: output)) { error in
            XCTAssertEqual(error as? SiteError, .unreadableSource(path: path))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["app"], "no site and no temporary folder")
    }

    func testAnUnchangedFileWithAKnownDigestIsNotReadAgain() throws {
        let digests = Dictionary(uniqueKeysWithValues: Fixture.sources.keys.map { ($0, String(repeating: "a", count: 64)) })
        let (content, app) = try contentFromDisk(digests: digests)
        let stamps = MemoryStamps()
        let output = scratch.appendingPathComponent("site")
        try writer().write(content, to: output, stamps: stamps)
        let first = try SiteFiles.tree(output)

        // The files are gone, but their digests say they did not change: their pages are linked from
        // the previous site, not rendered, and the files are never read.
        try FileManager.default.removeItem(at: app)
        let summary = try writer().write(content, to: output, stamps: stamps)
        XCTAssertEqual(summary.rendered, 0)
        XCTAssertEqual(try SiteFiles.tree(output), first)

        // A changed digest renders the page, which reads the file (gone: the error names it).
        var changed = content
        let path = try XCTUnwrap(Fixture.sources.keys.sorted().first)
        changed.sources = SourceTexts(root: app.path, files: Array(Fixture.sources.keys),
                                      digests: digests.merging([path: String(repeating: "b", count: 64)]) { $1 })
        XCTAssertThrowsError(try writer().write(changed, to: output, stamps: stamps)) { error in
            XCTAssertEqual(error as? SiteError, .unreadableSource(path: path))
        }
        XCTAssertEqual(try SiteFiles.tree(output), first, "the previous site stays")
    }
}

/// Page stamps kept in memory between two writes.
private final class MemoryStamps: PageStampStore, @unchecked Sendable {
    private let lock = NSLock()
    private var stamps: [String: [String: PageStamp]] = [:]

    func pageStamps(site: String) -> [String: PageStamp] { lock.withLock { stamps[site] ?? [:] } }
    func storePageStamps(_ stamps: [String: PageStamp], site: String) { lock.withLock { self.stamps[site] = stamps } }
}

/// `SiteWriter.removeTree`, which removes the previous site after a swap.
final class RemoveTreeTests: XCTestCase {
    func testRemovesEverythingUnderTheFolderAndNothingALinkLeadsTo() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("RemoveTree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let site = scratch.appendingPathComponent("old site")
        let outside = scratch.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        for path in ["index.html", ".viper-docs-site", "source/A/B/C.swift.html", "source/A/D.swift.html", "modules/M.html", "empty/inner/"] {
            let url = site.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(path.utf8).write(to: url)
            }
        }
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("source/link"), withDestinationURL: outside)
        SiteWriter.removeTree(site.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.path))
        XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("keep.txt"), encoding: .utf8), "keep")
        SiteWriter.removeTree(site.path)  // a folder already gone: nothing happens
    }
}
