import Foundation
import XCTest

/// The cache and `serve` part of the catalogue: cache entries and folders that are not what the
/// cache wrote, and ports that cannot be served on.
final class CacheRobustnessTests: RobustnessTestCase {
    /// Every entry file of the app's cache (facts and SVGs).
    func cacheEntries(of app: URL) -> [URL] {
        let cache = app.appendingPathComponent(".viper-docs-cache")
        return files(under: cache).filter { $0.hasPrefix("facts/") || $0.hasPrefix("svg/") }
            .map { cache.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
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

    /// Every cache entry with one byte changed: none is trusted (each file parsed, each diagram laid out again), each is rewritten, the site is what a build without the cache writes.
    func testCorruptCacheEntriesAreIgnoredAndRewritten() throws {
        try assertBrokenEntriesRebuilt { data in
            var data = data
            data[data.count - 1] ^= 0x20
            return data
        }
    }

    /// Every cache entry cut in half (a build killed while writing one, a full disk): ignored, rewritten, the site as without the cache.
    func testTruncatedCacheEntriesAreIgnoredAndRewritten() throws {
        try assertBrokenEntriesRebuilt { $0.prefix($0.count / 2) }
    }

    /// Every cache entry emptied, or replaced by a well-formed entry holding something else (`{}`): ignored, rewritten.
    func testEmptyOrForeignCacheEntriesAreIgnored() throws {
        var count = 0
        try assertBrokenEntriesRebuilt { _ in
            count += 1
            return count % 2 == 0 ? Data() : Data("viper-docs-cache 1 44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a 2\n{}".utf8)
        }
    }

    func assertBrokenEntriesRebuilt(_ damage: (Data) -> Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1, file: file, line: line)
        let entries = cacheEntries(of: app)
        XCTAssertFalse(entries.isEmpty, "the build filled no cache", file: file, line: line)
        var damaged: [URL: Data] = [:]
        for entry in entries {
            let broken = damage(try Data(contentsOf: entry))
            try broken.write(to: entry)
            damaged[entry] = broken
        }
        let run = try viperDocs(["build", app.path, "--output", site.path], file: file, line: line)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(", 0 from the cache ("), "a damaged entry was trusted:\n\(run.stderr)", file: file, line: line)
        XCTAssertEqual(run.warnings, [], file: file, line: line)
        for (entry, broken) in damaged {
            XCTAssertNotEqual(try Data(contentsOf: entry), broken, "\(entry.lastPathComponent) was not rewritten", file: file, line: line)
        }
        XCTAssertEqual(try siteFiles(site), try freshSite(app), "the site differs from a build without the cache", file: file, line: line)
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
