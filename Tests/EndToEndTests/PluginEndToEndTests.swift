import Foundation
import XCTest

/// The SwiftPM command plugin, run from a separate package as its users run it: a package written
/// here that depends on this checkout by path and holds the example app as a target, then `swift
/// package viper-docs check|graph|build` in it. Its output must be the CLI's, and it must fail
/// exactly when the CLI does. (`swift package` itself exits 1 whatever a plugin's exit code, and
/// names that code on its last line: "Plugin ended with exit code 2".)
///
/// SwiftPM builds viper-docs again for that package (about 4 minutes on 2 cores the first time), so
/// `make test` leaves this out: `make test-plugin` runs it (`VIPER_DOCS_PLUGIN_TEST=1`). Its build
/// folder, `.build-plugin-test`, is kept between runs.
final class PluginEndToEndTests: PublishingCase {
    static let scratch = repository.appendingPathComponent(".build-plugin-test")

    /// The package: `Package.swift` naming this checkout, the example app as its `TVShows` target.
    func probePackage() throws -> URL {
        guard ProcessInfo.processInfo.environment["VIPER_DOCS_PLUGIN_TEST"] == "1" else {
            throw XCTSkip("the plugin's end-to-end test builds viper-docs a second time, in another package (minutes): "
                          + "`make test-plugin` runs it (VIPER_DOCS_PLUGIN_TEST=1)")
        }
        guard Self.swift != nil else { throw XCTSkip("swift is not on the PATH") }
        let package = try temporaryFolder().appendingPathComponent("PluginProbe")
        _ = try example(in: package.appendingPathComponent("Sources"), named: "TVShows")
        let manifest = """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "PluginProbe",
                dependencies: [.package(path: \(String(reflecting: Self.repository.path)))],
                targets: [.target(name: "TVShows")]
            )

            """
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return package
    }

    static var swift: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `swift package [options] viper-docs ARGUMENTS` in `package`, with the kept build folder.
    func plugin(_ package: URL, _ arguments: [String], options: [String] = []) throws -> Result {
        try run(try XCTUnwrap(Self.swift), ["package", "--scratch-path", Self.scratch.path] + options + ["viper-docs"] + arguments, in: package)
    }

    func testCheckGraphAndBuildThroughThePluginAreTheCommandLines() throws {
        let package = try probePackage()

        // The first run builds the plugin's tool; what SwiftPM prints then goes to stderr.
        let check = try plugin(package, ["check"])
        let direct = try viperDocs(["check", package.path])
        XCTAssertEqual(direct.status, 1, "the example breaks rules on purpose")
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertTrue(check.stderr.contains("Plugin ended with exit code 1"), check.stderr)
        XCTAssertEqual(check.stdout, direct.stdout, "the plugin prints what the command line prints")
        XCTAssertTrue(check.stdout.contains("[presenter-holds-view-weakly]"), check.stdout)

        let json = try plugin(package, ["check", "--format", "json", "--strict"])
        XCTAssertNotEqual(json.status, 0, json.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((report["summary"] as? [String: Int])?["errors"], 4)

        let graph = try plugin(package, ["graph", "--format", "mermaid"])
        XCTAssertEqual(graph.status, 0, graph.stderr)
        XCTAssertEqual(graph.stdout, try viperDocs(["graph", package.path, "--format", "mermaid"]).stdout)

        // --target scans that target's folder; an unknown one is an error of the plugin's.
        let target = try plugin(package, ["graph", "--target", "TVShows", "--format", "json"])
        XCTAssertEqual(target.status, 0, target.stderr)
        XCTAssertEqual(target.stdout, try viperDocs(["graph", package.appendingPathComponent("Sources/TVShows").path, "--format", "json"]).stdout)
        let unknown = try plugin(package, ["check", "--target", "Nope"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderr.contains("no target named ‘Nope’"), unknown.stderr)

        // Bad usage: the CLI's message, and its exit code 2 named by SwiftPM.
        let bad = try plugin(package, ["check", "--format", "nope"])
        XCTAssertNotEqual(bad.status, 0)
        // SwiftPM forwards everything a plugin's process writes, the tool's stderr too, to its stdout.
        XCTAssertTrue((bad.stdout + bad.stderr).contains("The value 'nope' is invalid for '--format <format>'"), bad.stdout + bad.stderr)
        XCTAssertTrue(bad.stderr.contains("Plugin ended with exit code 2"), bad.stderr)
        let version = try plugin(package, ["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertEqual(version.stdout, try viperDocs(["--version"]).stdout)

        // build writes the site into the package, given the permission to write there.
        let build = try plugin(package, ["build", "--quiet"], options: ["--allow-writing-to-package-directory"])
        XCTAssertTrue(build.stderr.contains("Plugin ended with exit code 1"), "the example's findings: \(build.stderr)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent("viper-docs-site/modules/Home.html").path), build.stderr)
    }
}
