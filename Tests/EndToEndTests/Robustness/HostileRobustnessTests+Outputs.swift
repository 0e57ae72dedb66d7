import Foundation
import XCTest

/// The hostile catalogue, outputs that cannot be written and signals at odd moments.
final class HostileOutputTests: RobustnessTestCase {
    // MARK: - Outputs that cannot be written

    /// `graph`, `check` and `rules` with stdout closed (`>&-`) or full (`>/dev/full`): one line naming stdout and exit 2 (it was `Fatal error: 'try!'` in FileHandle.swift, exit 132).
    func testClosedOrFullStdoutIsOneLineAndExit2() throws {
        let app = try exampleApp()
        for redirect in [">&-", ">/dev/full"] {
            for command in [["graph", app.path], ["check", app.path], ["rules"]] {
                let run = try shell("exec \"$0\" \"$@\" \(redirect)", command)
                assertOneError(run, naming: "stdout", "cannot be written")
            }
        }
    }

    /// `build 2>&1 | head -c 100`: the reader goes away mid-build; the build ends on its own, exit 2 (it was killed by SIGPIPE, exit 141, leaving the lock and a staging folder behind), and nothing is left beside the site.
    func testAReaderThatGoesAwayLeavesNothingBehind() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try shell("\"$0\" \"$@\" 2>&1 | head -c 100 >/dev/null; echo \"${PIPESTATUS[0]}\"", ["build", app.path, "--output", site.path])
        XCTAssertEqual(run.stdout, "2\n", run.stderr)
        XCTAssertEqual(leftovers(beside: site), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    /// `sources: [Modules, Modules/Shows]`: the inner folder is read once, as part of the outer, without a warning about a symbolic link that does not exist.
    func testNestedSourcesDoNotWarnAboutALink() throws {
        let app = try exampleApp()
        try write("sources: [Modules, Modules/Shows]\n", ".viper-docs.yml", in: app)
        let (modules, excluded, run) = try graph(app)
        XCTAssertEqual(run.warnings, [], run.stderr)
        XCTAssertFalse(excluded.values.contains { $0.contains("symbolic link") }, "\(excluded)")
        XCTAssertEqual(modules.count, 9, "\(modules)")
    }

    /// SIGTERM to `serve` idle between builds: exit 143, and no claim that an unfinished site was removed (there was none).
    func testSIGTERMToAnIdleServeClaimsNoUnfinishedSite() throws {
        let app = try exampleApp()
        let err = Pipe()
        let (process, _) = try launchServer(Self.binary, ["serve", app.path, "--output", app.deletingLastPathComponent().appendingPathComponent("site").path,
                                                          "--port", "0", "--quiet"], errors: err)
        kill(process.processIdentifier, SIGTERM)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 143)
        XCTAssertFalse(stderr.contains("unfinished"), stderr)
    }

    // MARK: - Superlinear

    /// `explain` with a name of 120,000 characters: exit 2 at once, one line showing its first 200 characters and its length (edit distances against every name took 326 s).
    func testExplainOfAHugeNameIsQuick() throws {
        let app = try exampleApp()
        let name = String(repeating: "HomePresenter", count: 9_231)
        let started = Date()
        let run = try viperDocs(["explain", app.path, name], timeout: 30)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        assertOneError(run, naming: "explain", "(\(name.count) characters", "in the model")
        XCTAssertLessThan(run.stderr.utf8.count, 600, run.stderr)
    }

    // MARK: - A single copied binary

    /// The binary copied alone into an empty folder (as a release archive or Mint installs it): `build` writes the site with the theme the binary carries (it stopped with "the default theme is missing from the installation").
    func testACopiedBinaryCarriesItsTheme() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw XCTSkip("viper-docs is not built") }
        let app = try exampleApp()
        let folder = try temporaryFolder()
        let copy = folder.appendingPathComponent("bin/viper-docs")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.binary, to: copy)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try runProcess(copy, ["build", app.path, "--output", site.path, "--quiet"],
                                 environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        XCTAssertEqual(run.status, 1, String(decoding: run.stderr, as: UTF8.self))
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("assets/style.css")),
                       try Data(contentsOf: Self.repository.appendingPathComponent("Themes/default/assets/style.css")))
    }

    /// Runs `script` with bash, the binary as `$0` and `arguments` as `$@`.
    func shell(_ script: String, _ arguments: [String]) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw XCTSkip("viper-docs is not built") }
        let run = try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-c", script, Self.binary.path] + arguments, timeout: 120)
        return Run(status: run.status, stdout: String(decoding: run.stdout, as: UTF8.self), stderr: String(decoding: run.stderr, as: UTF8.self))
    }
}
