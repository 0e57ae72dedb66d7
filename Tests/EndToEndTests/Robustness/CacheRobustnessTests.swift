import Foundation
import XCTest

/// The cache and `serve` part of the catalogue: cache entries and folders that are not what the
/// cache wrote, and ports that cannot be served on.
final class CacheRobustnessTests: RobustnessTestCase {
    /// The packs of the app's cache (facts and SVGs).
    func cachePacks(of app: URL) -> [URL] {
        let cache = app.appendingPathComponent(".viper-docs-cache")
        return ["facts.pack", "svg.pack"].map { cache.appendingPathComponent($0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `pack` with the first byte of every record's body changed (the header lines kept).
    func flippingEveryBody(_ pack: Data) -> Data {
        var data = pack
        var position = data.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.endIndex
        while position < data.endIndex, let newline = data[position...].firstIndex(of: UInt8(ascii: "\n")) {
            let fields = String(decoding: data[position..<newline], as: UTF8.self).split(separator: " ")
            let length = fields.count > 2 ? Int(fields[2]) ?? 0 : 0
            if length > 0 { data[newline + 1] ^= 0x20 }
            position = newline + 1 + length + 1
        }
        return data
    }

    /// The site of a build without the cache, to compare with.
    func freshSite(_ app: URL) throws -> [String: Data] {
        let site = app.deletingLastPathComponent().appendingPathComponent("fresh-\(UUID().uuidString)")
        let run = try viperDocs(["build", app.path, "--output", site.path, "--no-cache", "--quiet"])
        XCTAssertEqual(run.status, 1, run.stderr)
        return try siteFiles(site)
    }

    func siteFiles(_ site: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in files(under: site) where (try? site.appendingPathComponent(path).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result[path] = try Data(contentsOf: site.appendingPathComponent(path))
        }
        return result
    }

    // MARK: - Cache entries

    /// Every entry of the cache's packs with a changed byte: none is trusted (each file parsed, each diagram laid out again), the packs are rewritten, the site is what a build without the cache writes.
    func testCorruptCacheEntriesAreIgnoredAndRewritten() throws {
        try assertBrokenPacksRebuilt(allLost: true) { flippingEveryBody($0) }
    }

    /// The cache's packs cut in half (a full disk, a copy cut short): the whole entries before the cut are used, the rest is rebuilt; the site as without the cache.
    func testTruncatedCachePacksKeepTheirWholeEntries() throws {
        try assertBrokenPacksRebuilt(allLost: false) { $0.prefix($0.count / 2) }
    }

    /// The cache's packs emptied, or replaced by a well-formed pack of something else (`{}` under another key): ignored, rewritten.
    func testEmptyOrForeignCachePacksAreIgnored() throws {
        var count = 0
        try assertBrokenPacksRebuilt(allLost: true) { _ in
            count += 1
            return count % 2 == 0 ? Data() : Data("viper-docs-pack 2\nx 44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a 2 0000000000000000000000000000000000000000000000000000000000000000\n{}\n".utf8)
        }
    }

    func assertBrokenPacksRebuilt(allLost: Bool, _ damage: (Data) -> Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1, file: file, line: line)
        let packs = cachePacks(of: app)
        XCTAssertEqual(packs.count, 2, "the build filled no cache", file: file, line: line)
        var damaged: [URL: Data] = [:]
        for pack in packs {
            let broken = damage(try Data(contentsOf: pack))
            try broken.write(to: pack)
            damaged[pack] = broken
        }
        // Without its site, the next build cannot be "up to date": it reads the packs.
        try FileManager.default.removeItem(at: site)
        let run = try viperDocs(["build", app.path, "--output", site.path], file: file, line: line)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("from the cache") }
        XCTAssertEqual(lines.count, 2, run.stderr, file: file, line: line)
        for progress in lines {
            XCTAssertEqual(progress.contains(", 0 from the cache ("), allLost, "\(progress)", file: file, line: line)
        }
        XCTAssertEqual(run.warnings, [], file: file, line: line)
        for (pack, broken) in damaged {
            XCTAssertNotEqual(try Data(contentsOf: pack), broken, "\(pack.lastPathComponent) was not rewritten", file: file, line: line)
        }
        XCTAssertEqual(try siteFiles(site), try freshSite(app), "the site differs from a build without the cache", file: file, line: line)
        try FileManager.default.removeItem(at: site)
        let again = try viperDocs(["build", app.path, "--output", site.path], file: file, line: line)
        XCTAssertFalse(again.stderr.contains(", 0 from the cache ("), "the rewritten packs are whole:\n\(again.stderr)", file: file, line: line)
    }

    /// The stamps of the site's pages (`pages-….pack`) damaged, cut short, emptied or foreign: not trusted; the build is not "up to date", renders every page, and writes the site a build without the cache writes.
    func testDamagedPageStampsAreIgnored() throws {
        let damages: [(Data) -> Data] = [flippingEveryBody, { $0.prefix($0.count / 2) }, { _ in Data() },
                                         { _ in Data("viper-docs-pack 2\npages 44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a 2 0000000000000000000000000000000000000000000000000000000000000000\n{}\n".utf8) }]
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let fresh = try freshSite(app)
        for (index, damage) in damages.enumerated() {
            XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
            let cache = app.appendingPathComponent(".viper-docs-cache")
            let packs = files(under: cache).filter { $0.hasPrefix("pages-") }
            XCTAssertEqual(packs.count, 1, "no stamps after build \(index)")
            for pack in packs {
                let url = cache.appendingPathComponent(pack)
                try damage(try Data(contentsOf: url)).write(to: url)
            }
            let run = try viperDocs(["build", app.path, "--output", site.path])
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertFalse(run.stderr.contains("Up to date"), "damage \(index): \(run.stderr)")
            let pages = try XCTUnwrap(run.stderr.firstMatch(of: /(\d+) pages \((\d+) rendered\)/), run.stderr)
            XCTAssertEqual(pages.1, pages.2, "damage \(index): every page is rendered")
            XCTAssertEqual(try siteFiles(site), fresh, "damage \(index)")
        }
    }

    /// The files' digests (`digests.pack`) damaged, cut short, emptied or foreign: ignored, so every file is read again; an unchanged app is still "up to date", and a changed file is still seen: the site is what a build without the cache writes.
    func testDamagedFileDigestsAreIgnored() throws {
        let damages: [(Data) -> Data] = [flippingEveryBody, { $0.prefix($0.count / 2) }, { _ in Data() },
                                         { _ in Data("viper-docs-pack 2\ndigests 44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a 2 0000000000000000000000000000000000000000000000000000000000000000\n{}\n".utf8) }]
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let pack = app.appendingPathComponent(".viper-docs-cache/digests.pack")
        let source = try XCTUnwrap(files(under: app).first { $0.hasSuffix("Presenter.swift") })
        for (index, damage) in damages.enumerated() {
            XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
            try damage(try Data(contentsOf: pack)).write(to: pack)
            let same = try viperDocs(["build", app.path, "--output", site.path])
            XCTAssertEqual(same.status, 1, same.stderr)
            XCTAssertTrue(same.stderr.contains("Up to date"), "damage \(index): \(same.stderr)")

            try damage(try Data(contentsOf: pack)).write(to: pack)
            let handle = try FileHandle(forWritingTo: app.appendingPathComponent(source))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("// edit \(index)\n".utf8))
            try handle.close()
            let changed = try viperDocs(["build", app.path, "--output", site.path])
            XCTAssertEqual(changed.status, 1, changed.stderr)
            XCTAssertFalse(changed.stderr.contains("Up to date"), "damage \(index): \(changed.stderr)")
            XCTAssertEqual(try siteFiles(site), try freshSite(app), "damage \(index)")
        }
    }

    /// The site kept in the cache for the next build (`site-….previous`) holds strays, a link out of the app, a folder where a page goes, or is a file: the next build clears it away or starts from nothing; the site is what a build without the cache writes, and nothing outside is touched.
    func testDamagedKeptSiteIsClearedAway() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let outside = app.deletingLastPathComponent().appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        let cache = app.appendingPathComponent(".viper-docs-cache")
        let source = try XCTUnwrap(files(under: app).first { $0.hasSuffix("Presenter.swift") })
        let damages: [(URL) throws -> Void] = [
            { kept in
                try Data("stray".utf8).write(to: kept.appendingPathComponent("stray.html"))
                try FileManager.default.removeItem(at: kept.appendingPathComponent("index.html"))
                try FileManager.default.createDirectory(at: kept.appendingPathComponent("index.html/inner"), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(at: kept.appendingPathComponent("modules/link"), withDestinationURL: outside)
            },
            { kept in
                try FileManager.default.removeItem(at: kept)
                try Data("not a folder".utf8).write(to: kept)
            },
        ]
        XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
        for (index, damage) in damages.enumerated() {
            // A rebuild keeps the site it swaps out.
            try appendLine("// edit \(index)", to: app.appendingPathComponent(source))
            XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
            let kept = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".previous") },
                                     "damage \(index): no kept site")
            try damage(cache.appendingPathComponent(kept))
            try appendLine("// again \(index)", to: app.appendingPathComponent(source))
            let run = try viperDocs(["build", app.path, "--output", site.path])
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertEqual(try siteFiles(site), try freshSite(app), "damage \(index)")
            XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("keep.txt"), encoding: .utf8), "keep")
        }
    }

    private func appendLine(_ line: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((line + "\n").utf8))
        try handle.close()
    }

    // MARK: - Cache folder

    /// `.viper-docs-cache` is a file: one warning names it, the build goes on without the cache, the file is left alone.
    func testCacheIsAFile() throws {
        let app = try exampleApp()
        try write("mine", ".viper-docs-cache", in: app)
        let run = try viperDocs(["build", app.path, "--output", app.deletingLastPathComponent().appendingPathComponent("site").path])
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: ".viper-docs-cache", "is not a cache viper-docs made", "--no-cache")
        XCTAssertEqual(try String(contentsOf: app.appendingPathComponent(".viper-docs-cache"), encoding: .utf8), "mine")
    }

    /// `.viper-docs-cache` is someone's folder (no `CACHEDIR.TAG`): a warning, not used, not written; `clean` refuses it (exit 2) and deletes nothing.
    func testCacheFolderWithoutTagIsNeitherUsedNorRemoved() throws {
        let app = try exampleApp()
        try write("keep me", ".viper-docs-cache/notes.txt", in: app)
        let run = try viperDocs(["build", app.path, "--output", app.deletingLastPathComponent().appendingPathComponent("site").path])
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: ".viper-docs-cache", "no CACHEDIR.TAG")
        XCTAssertEqual(files(under: app.appendingPathComponent(".viper-docs-cache")), ["notes.txt"])
        let clean = try viperDocs(["clean", app.path])
        assertOneError(clean, naming: ".viper-docs-cache", "is not a cache viper-docs made")
        XCTAssertEqual(files(under: app.appendingPathComponent(".viper-docs-cache")), ["notes.txt"])
    }

    /// The app's folder is read-only, so no cache can be made: one warning, the build goes on without it.
    func testCacheCannotBeMade() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: app.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app.path) }
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: app.deletingLastPathComponent().path)
        let run = try viperDocs(["build", app.path, "--output", site.path], unprivileged: true)
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: ".viper-docs-cache", "cannot write the cache", "--no-cache")
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    /// `clean` on a path that does not exist: exit 2, one line.
    func testCleanOfAMissingFolder() throws {
        let run = try viperDocs(["clean", "/no/such/app"])
        assertOneError(run, naming: "/no/such/app", "no such folder")
    }

    // MARK: - serve

    /// `serve --port 70000` (no port): exit 2, says which ports there are; nothing is built.
    func testServePortOutOfRange() throws {
        let app = try exampleApp()
        let run = try viperDocs(["serve", app.path, "--port", "70000"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--port 70000 is no port; give one from 1 to 65535"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("viper-docs-site").path))
    }

    /// `serve --port http` (not a number): exit 2, a usage error naming --port.
    func testServePortNotANumber() throws {
        let run = try viperDocs(["serve", try exampleApp().path, "--port", "http"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--port"), run.stderr)
    }

    /// `serve` on a port another program listens on: exit 2, one line "already in use", no hang.
    func testServePortInUse() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        XCTAssertTrue(bound)
        XCTAssertEqual(listen(listener, 1), 0)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let run = try viperDocs(["serve", try exampleApp().path, "--port", "\(port)", "--quiet"], timeout: 60)
        assertOneError(run, naming: "port \(port)", "already in use", "--port")
    }
}
