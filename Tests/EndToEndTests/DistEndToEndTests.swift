import Foundation
import XCTest

/// `make dist`'s packaging (`.ci/dist.sh`), on the debug build (`BIN_DIR`: `make dist` itself builds
/// in release, too slow for `make test`): the archive and the artifact bundle are checked against
/// their SHA-256 files, unpacked into fresh folders, and the archive's binary alone, with nothing
/// of this checkout or of a Swift package on its way, builds the example's site.
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
    }
}
