import Foundation
import XCTest

/// Interrupted and concurrent builds, and names a file system cannot hold as they are.
final class InterruptRobustnessTests: RobustnessTestCase {
    // MARK: - Signals
    //
    // `VIPER_DOCS_TEST_PAUSE_AT` makes the build stop at a named moment and say so, so that each
    // signal lands where the test means it to, however fast the build is.

    /// SIGINT while the sources are scanned (the lock held, nothing written yet): exit 130, the lock removed, the previous site intact.
    func testSIGINTWhileScanningRemovesTheLock() throws {
        try assertInterrupted(by: SIGINT, at: "scan", status: 130)
    }

    /// SIGINT while the site is written: exit 130, no temporary folder left, the previous site intact.
    func testSIGINTWhileWritingLeavesThePreviousSite() throws {
        try assertInterrupted(by: SIGINT, at: "write", status: 130)
    }

    /// SIGTERM while the site is written: exit 143, no temporary folder left, the previous site intact.
    func testSIGTERMWhileWritingLeavesThePreviousSite() throws {
        try assertInterrupted(by: SIGTERM, at: "write", status: 143)
    }

    /// SIGINT with the new site complete but not yet swapped in: exit 130, the new site removed, the previous one intact.
    func testSIGINTJustBeforeTheSwapLeavesThePreviousSite() throws {
        try assertInterrupted(by: SIGINT, at: "swap", status: 130)
    }

    // MARK: - Locks and leftovers

    /// A second build into an output whose lock a running build holds: exit 2, names the pid and the lock; the site is intact.
    func testSecondBuildIntoALockedOutputRefuses() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let previous = try fakeSite(at: site)
        let lock = app.deletingLastPathComponent().appendingPathComponent(".site.viper-docs-lock")
        try "\(getpid())\n".write(to: lock, atomically: true, encoding: .utf8)  // this test's process: alive
        let run = try viperDocs(["build", app.path, "--output", site.path])
        assertOneError(run, naming: site.path, "another viper-docs build (pid \(getpid()))", "wait for it to finish", lock.path)
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("index.html")), previous)
        XCTAssertTrue(FileManager.default.fileExists(atPath: lock.path), "another build's lock is not taken")
    }

    /// A lock left by a build that no longer runs (a dead pid) is taken over; the build writes and lets go of it.
    func testStaleLockIsTakenOver() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let lock = app.deletingLastPathComponent().appendingPathComponent(".site.viper-docs-lock")
        try "999999\n".write(to: lock, atomically: true, encoding: .utf8)
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        XCTAssertEqual(leftovers(beside: site), [])
    }

    /// A lock file that holds no pid: exit 2, says to delete it if no build runs.
    func testGarbledLockIsReported() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let lock = app.deletingLastPathComponent().appendingPathComponent(".site.viper-docs-lock")
        try "garbage".write(to: lock, atomically: true, encoding: .utf8)
        let run = try viperDocs(["build", app.path, "--output", site.path])
        assertOneError(run, naming: lock.path, "is not a lock file viper-docs wrote", "delete it")
    }

    /// An unfinished site a killed build left (`.site.viper-docs-new-<UUID>`) is removed by the next build.
    func testLeftoverUnfinishedSiteIsRemoved() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        try write("half", ".site.viper-docs-new-\(UUID().uuidString)/index.html", in: app.deletingLastPathComponent())
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(leftovers(beside: site), [])
    }

    /// A previous site a killed swap left aside while the output is missing is put back, then replaced: nothing is left beside.
    func testPreviousSiteLeftAsideIsRecovered() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let aside = app.deletingLastPathComponent().appendingPathComponent(".site.viper-docs-old-\(UUID().uuidString)")
        _ = try fakeSite(at: aside)
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("modules").path))
        XCTAssertEqual(leftovers(beside: site), [])
    }

    /// A rebuild replaces the previous site in one swap: the new pages are there, the old page is gone, nothing is left beside.
    func testRebuildSwapsTheSiteAtomically() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        _ = try fakeSite(at: site)
        try write("old", "stale.html", in: site)
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("stale.html").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("modules/Home.html").path))
        XCTAssertEqual(leftovers(beside: site), [])
    }

    // MARK: - Helpers

    /// A folder that looks like a site viper-docs wrote; returns its index page's bytes.
    func fakeSite(at folder: URL) throws -> Data {
        try write("This folder is a site written by viper-docs, which replaces it on every run.\n", ".viper-docs-site", in: folder)
        try write("<p>previous site</p>", "index.html", in: folder)
        return try Data(contentsOf: folder.appendingPathComponent("index.html"))
    }

    /// Builds the example app over a previous site, pauses at `checkpoint`, sends `signalNumber`, and
    /// checks the exit status, that nothing is left beside the output, and that the previous site is intact.
    func assertInterrupted(by signalNumber: Int32, at checkpoint: String, status: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw XCTSkip("viper-docs is not built") }
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let previous = try fakeSite(at: site)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["build", app.path, "--output", site.path, "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(["VIPER_DOCS_TEST_PAUSE_AT": checkpoint]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var stderr = ""
        while !stderr.contains("paused at \(checkpoint)") {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }  // the build ended without pausing
            stderr += String(decoding: data, as: UTF8.self)
        }
        let paused = stderr.contains("paused at \(checkpoint)")
        if paused { kill(process.processIdentifier, signalNumber) }
        stderr += String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard paused else { return XCTFail("the build never reached '\(checkpoint)': \(stderr)", file: file, line: line) }
        XCTAssertEqual(process.terminationStatus, status, stderr, file: file, line: line)
        XCTAssertEqual(leftovers(beside: site), [], "no temporary folder or lock is left", file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("index.html")), previous, file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted(), [".viper-docs-site", "index.html"], file: file, line: line)
        XCTAssertTrue(stderr.contains("interrupted by"), stderr, file: file, line: line)
    }
}
