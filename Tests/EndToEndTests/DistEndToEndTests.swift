import Foundation
import XCTest

/// `make dist`'s packaging (`.ci/dist.sh`), on the debug build (`BIN_DIR`: `make dist` itself builds
/// in release, too slow for `make test`): the archive and the artifact bundle are checked against
/// their SHA-256 files, unpacked into fresh folders, and the archive's binary alone, with nothing
/// of this checkout or of a Swift package on its way, builds the example's site; SwiftPM runs the
/// artifact bundle's binary from a package that names it as a binary target.
final class DistEndToEndTests: PublishingCase {
    func testTheArchiveUnpackedAloneBuildsTheExampleSite() throws {
        for tool in ["/bin/tar", "/usr/bin/python3", "/usr/bin/sha256sum"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is not installed")
        }
        let folder = try temporaryFolder()
        let dist = folder.appendingPathComponent("dist")
        let made = try run("/bin/bash", [Self.repository.appendingPathComponent(".ci/dist.sh").path],
                           environment: ["BIN_DIR": EndToEndTests.products.path, "DIST_DIR": dist.path])
        XCTAssertEqual(made.status, 0, made.stderr)

        let version = try viperDocs(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let arch = try run("/usr/bin/uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = "viper-docs-\(version)-linux-\(arch)"
        let files = try FileManager.default.contentsOfDirectory(atPath: dist.path).sorted()
        XCTAssertEqual(files, ["\(name).artifactbundle.zip", "\(name).artifactbundle.zip.sha256", "\(name).tar.gz", "\(name).tar.gz.sha256"])
        let sums = try run("/usr/bin/sha256sum", ["-c", "\(name).tar.gz.sha256", "\(name).artifactbundle.zip.sha256"], in: dist)
        XCTAssertEqual(sums.status, 0, sums.stdout + sums.stderr)

        // The archive: one folder of its name, with what the release page promises.
        let unpacked = folder.appendingPathComponent("fresh")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        XCTAssertEqual(try run("/bin/tar", ["-xzf", dist.appendingPathComponent("\(name).tar.gz").path, "-C", unpacked.path]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: unpacked.path), [name])
        let top = unpacked.appendingPathComponent(name)
        for file in ["bin/viper-docs", "README.md", "share/man/man1/viper-docs.1", "share/bash-completion/completions/viper-docs",
                     "share/zsh/site-functions/_viper-docs", "share/fish/vendor_completions.d/viper-docs.fish"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: top.appendingPathComponent(file).path), "the archive holds \(file)")
        }
        if FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("LICENSE").path) {
            XCTAssertTrue(FileManager.default.fileExists(atPath: top.appendingPathComponent("LICENSE").path), "the archive holds LICENSE")
        }

        // Its binary, alone: run from another folder with a bare environment, on a copy of the example.
        let work = folder.appendingPathComponent("work")
        let app = try example(in: work, named: "TVShows")
        let build = try run("/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", "HOME=\(folder.path)", top.appendingPathComponent("bin/viper-docs").path,
                                             "build", "TVShows", "--output", "site", "--quiet"], in: work)
        XCTAssertEqual(build.status, 1, "the example's findings: \(build.stderr)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("site/modules/Home.html").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.path))

        // The artifact bundle: info.json names the binary for this machine's triple, and it is there.
        let bundle = folder.appendingPathComponent("bundle")
        let unzip = try run("/usr/bin/python3", ["-m", "zipfile", "-e", dist.appendingPathComponent("\(name).artifactbundle.zip").path, bundle.path])
        XCTAssertEqual(unzip.status, 0, unzip.stderr)
        let root = bundle.appendingPathComponent("\(name).artifactbundle")
        let info = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("info.json"))) as? [String: Any])
        XCTAssertEqual(info["schemaVersion"] as? String, "1.0")
        let artifact = try XCTUnwrap((info["artifacts"] as? [String: Any])?["viper-docs"] as? [String: Any])
        XCTAssertEqual(artifact["version"] as? String, version)
        XCTAssertEqual(artifact["type"] as? String, "executable")
        let variant = try XCTUnwrap((artifact["variants"] as? [[String: Any]])?.first)
        XCTAssertEqual(variant["supportedTriples"] as? [String], ["\(arch == "aarch64" ? "aarch64" : arch)-unknown-linux-gnu"])
        let binary = try XCTUnwrap(variant["path"] as? String)
        XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent(binary)), try Data(contentsOf: top.appendingPathComponent("bin/viper-docs")))
        try assertSwiftPMRunsTheBundle(dist.appendingPathComponent("\(name).artifactbundle.zip"), version: version, in: folder)
    }

    /// SwiftPM itself takes the bundle: a package with it as a binary target, and a command plugin
    /// that runs the tool from it, prints the version (no viper-docs is built for that).
    func assertSwiftPMRunsTheBundle(_ zip: URL, version: String, in folder: URL) throws {
        guard let swift = PluginEndToEndTests.swift else { return }
        let package = folder.appendingPathComponent("BundleUser")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Plugins/RunIt"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: zip, to: package.appendingPathComponent("viper-docs.artifactbundle.zip"))
        try """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "BundleUser",
                targets: [
                    .binaryTarget(name: "viper-docs", path: "viper-docs.artifactbundle.zip"),
                    .plugin(name: "RunIt", capability: .command(intent: .custom(verb: "run-it", description: "Runs viper-docs.")),
                            dependencies: ["viper-docs"]),
                ]
            )

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import Foundation
            import PackagePlugin

            @main
            struct RunIt: CommandPlugin {
                func performCommand(context: PluginContext, arguments: [String]) async throws {
                    let process = Process()
                    process.executableURL = try context.tool(named: "viper-docs").url
                    process.arguments = arguments
                    try process.run()
                    process.waitUntilExit()
                }
            }

            """.write(to: package.appendingPathComponent("Plugins/RunIt/RunIt.swift"), atomically: true, encoding: .utf8)
        let ran = try run(swift, ["package", "run-it", "--version"], in: package)
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertEqual(ran.stdout.trimmingCharacters(in: .whitespacesAndNewlines), version, ran.stderr)
    }
}
