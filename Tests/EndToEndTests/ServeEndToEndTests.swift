import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `viper-docs serve --watch` as a user runs it: start it, read a page, change a source file, see
/// the page change; Ctrl-C stops it and leaves nothing behind.
final class ServeEndToEndTests: RobustnessTestCase {
    /// The body of `url`, or nil when the server does not answer it.
    func fetch(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    func testServeWatchRebuildsAndReloads() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let (process, url) = try startServe([app.path, "--output", site.path, "--port", "0", "--watch", "--quiet"])

        let page = url.appendingPathComponent("modules/Home.html")
        let before = try XCTUnwrap(fetch(page))
        XCTAssertTrue(before.contains("HomePresenter"))
        XCTAssertTrue(before.contains("/_viper-docs/reload.js"), "served pages carry the reloading script")
        let written = try String(contentsOf: site.appendingPathComponent("modules/Home.html"), encoding: .utf8)
        XCTAssertFalse(written.contains("_viper-docs"), "the script is never written into the site")
        XCTAssertEqual(fetch(url)?.contains("<title>"), true, "/ serves index.html")
        XCTAssertNil(fetch(url.appendingPathComponent("../../etc/passwd")))
        XCTAssertNil(fetch(url.appendingPathComponent(".viper-docs-site")))
        XCTAssertEqual(fetch(url.appendingPathComponent("_viper-docs/generation")), "0")

        // The presenter now holds its view strongly: a finding on the module's page.
        let presenter = app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
        let source = try String(contentsOf: presenter, encoding: .utf8)
        try source.replacingOccurrences(of: "private unowned let view", with: "private let view")
            .write(to: presenter, atomically: true, encoding: .utf8)
        let deadline = Date().addingTimeInterval(120)
        while fetch(url.appendingPathComponent("_viper-docs/generation")) == "0" && Date() < deadline {
            usleep(200_000)
        }
        XCTAssertEqual(fetch(url.appendingPathComponent("_viper-docs/generation")), "1", "no rebuild within two minutes")
        let after = try XCTUnwrap(fetch(page))
        XCTAssertNotEqual(before, after)
        XCTAssertTrue(after.contains("presenter-holds-view-weakly"), "the new finding is on the page")

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertEqual(leftovers(beside: site), [])
        XCTAssertNil(fetch(url), "the server stopped")
    }

    /// A site folder itself is served as it is, without the reloading script.
    func testServeASiteFolder() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
        let (process, url) = try startServe([site.path, "--port", "0"])
        let index = try XCTUnwrap(fetch(url))
        XCTAssertEqual(Data(index.utf8), try Data(contentsOf: site.appendingPathComponent("index.html")))
        process.terminate()
        process.waitUntilExit()
    }
}
