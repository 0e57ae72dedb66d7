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

    /// A class inheritance chain 2,000 deep (`class C1: C0`, … `class C2000: C1999`): read to 64 superclasses, with one warning that names the first classes cut and how many more, and that only the nearest 64 superclasses of each are read (a chain 10,000 deep took 139 s and 1.87 GB).
    func testAnInheritanceChainThousandsDeepIsReadToAFixedDepth() throws {
        let app = try temporaryFolder().appendingPathComponent("app")
        let chain = ["class C0 {}"] + (1...2_000).map { "class C\($0): C\($0 - 1) {}" }
        try write(chain.joined(separator: "\n") + "\n", "Deep.swift", in: app)
        let run = try viperDocs(["check", app.path, "--no-cache"], timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.warnings, ["viper-docs: warning: inheritance deeper than 64 classes: C100, C1000, C1001 and 1933 more; only the nearest 64 superclasses of each are read"],
                       run.stderr)
    }

    /// One wireframe whose one function creates 300 view–presenter pairs (`S0ViewController` … `S299Presenter`, each view and presenter wired to each other), declared in one file: 300 modules, each with the wireframe as its builder (finding them cost time quadratic in the pairs: 26 s for 2,000).
    func testOneWireframeCreatingManyPairsBuildsAModuleOfEach() throws {
        let app = try temporaryFolder().appendingPathComponent("app")
        let pairs = 0..<300
        try write(pairs.map { "final class S\($0)ViewController: UIViewController { var presenter: S\($0)Presenter! }\n"
            + "final class S\($0)Presenter { weak var view: S\($0)ViewController? }\n" }.joined(), "Screens.swift", in: app)
        try write("import UIKit\nfinal class BigWireframe {\n    func make() {\n" + pairs.map {
            "        let v\($0) = S\($0)ViewController()\n        let p\($0) = S\($0)Presenter()\n        v\($0).presenter = p\($0)\n        p\($0).view = v\($0)\n"
        }.joined() + "    }\n}\n", "BigWireframe.swift", in: app)
        let run = try viperDocs(["graph", app.path, "--no-cache"], timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
        let modules = json["modules"] as? [[String: Any]] ?? []
        XCTAssertEqual(Set(modules.compactMap { $0["name"] as? String }), Set(pairs.map { "S\($0)" }))
        for module in modules {
            let components = module["components"] as? [[String: Any]] ?? []
            let roles = components.map { "\($0["role"] ?? "")" }.sorted()
            let builders = components.filter { "\($0["role"] ?? "")" == "builder" }.map { "\($0["type"] ?? "")" }
            XCTAssertEqual(roles, ["builder", "presenter", "view"], "\(module)")
            XCTAssertEqual(builders, ["BigWireframe"], "\(module)")
        }
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
