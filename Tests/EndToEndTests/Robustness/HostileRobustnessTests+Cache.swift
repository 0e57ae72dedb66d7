import Foundation
import XCTest

/// The hostile catalogue, the build cache: a `.viper-docs-cache/` that a pull request commits.
final class HostileCacheTests: RobustnessTestCase {
    // MARK: - Forged caches

    /// A `facts.pack` forged on another machine: the facts of a clean presenter filed under the key of one that holds its view strongly (a pull request hiding its own finding). `check` reads the cache and still reports what `--no-cache` reports (it reported one finding fewer).
    func testAForgedFactsPackCannotHideAFinding() throws {
        let app = try exampleApp()
        let attacker = try temporaryFolder(), victim = try temporaryFolder()
        let file = "Modules/Forged/ForgedPresenter.swift"
        let violating = "import UIKit\n\nfinal class ForgedPresenter {\n    var view: ForgedViewController?\n}\n\nfinal class ForgedViewController: UIViewController {\n    var presenter: ForgedPresenter?\n}\n"
        let clean = violating.replacingOccurrences(of: "    var view", with: "    weak var view")
        let pack = app.appendingPathComponent(".viper-docs-cache/facts.pack")
        let site = app.deletingLastPathComponent().appendingPathComponent("site").path

        // On the attacker's machine: the keys of the violating and the clean file, and a pack of the clean one.
        try buildOn(attacker, app, site)
        let before = Set(try keys(of: pack))
        try write(violating, file, in: app)
        try buildOn(attacker, app, site)
        let bad = try XCTUnwrap(Set(try keys(of: pack)).subtracting(before).first)
        let withBad = Set(try keys(of: pack))
        try write(clean, file, in: app)
        try buildOn(attacker, app, site)
        let good = try XCTUnwrap(Set(try keys(of: pack)).subtracting(withBad).first)
        var forged = try Data(contentsOf: pack)
        let range = try XCTUnwrap(forged.range(of: Data("\n\(good) ".utf8)))
        forged.replaceSubrange(range, with: Data("\n\(bad) ".utf8))

        // The pull request: the violating file, and the forged pack committed beside it.
        try write(violating, file, in: app)
        for name in try FileManager.default.contentsOfDirectory(atPath: pack.deletingLastPathComponent().path)
        where name.hasSuffix(".pack") || name.hasSuffix(".previous") {
            try FileManager.default.removeItem(at: pack.deletingLastPathComponent().appendingPathComponent(name))
        }
        try forged.write(to: pack)

        let expected = try viperDocs(["check", app.path, "--no-cache"])
        XCTAssertTrue(expected.stdout.contains("ForgedPresenter.swift"), expected.stdout)
        let run = try viperDocs(["check", app.path], environment: ["XDG_CACHE_HOME": victim.path])
        XCTAssertEqual(run.stdout, expected.stdout)
        XCTAssertEqual(run.status, expected.status)
    }

    /// In CI (`CI=true`), a `.viper-docs-cache/` that git tracks (committed with `git add -f`) is not used by `check` nor by `build`: one warning names it and says how to remove it; the results are those of `--no-cache`, and the committed folder is left as it is.
    func testACommittedCacheIsNotUsedInCI() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
        for arguments in [["init", "-q"], ["add", "-A"], ["add", "-f", ".viper-docs-cache"],
                          ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "cache"]] {
            XCTAssertEqual(try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", app.path] + arguments).status, 0)
        }
        let committed = files(under: app.appendingPathComponent(".viper-docs-cache"))
        let expected = try viperDocs(["check", app.path, "--no-cache"])
        let check = try viperDocs(["check", app.path], environment: ["CI": "true"])
        XCTAssertEqual(check.stdout, expected.stdout)
        assertWarning(check, naming: ".viper-docs-cache", "tracked by git", "git rm -r --cached .viper-docs-cache")
        let build = try viperDocs(["build", app.path, "--output", site.path], environment: ["CI": "true"])
        XCTAssertEqual(build.status, 1, build.stderr)
        assertWarning(build, naming: ".viper-docs-cache", "tracked by git")
        XCTAssertFalse(build.stderr.contains("from the cache") || build.stderr.contains("Up to date"), build.stderr)
        XCTAssertEqual(files(under: app.appendingPathComponent(".viper-docs-cache")), committed)
        // Outside CI the same cache is used (it is this machine's own). `CI` is set explicitly: the test itself may run in CI.
        let local = try viperDocs(["build", app.path, "--output", site.path], environment: ["CI": "false"])
        XCTAssertTrue(local.stderr.contains("Up to date"), local.stderr)
    }

    /// Builds `app` as the user whose cache key lives in `home`.
    func buildOn(_ home: URL, _ app: URL, _ site: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try viperDocs(["build", app.path, "--output", site, "--quiet"], environment: ["XDG_CACHE_HOME": home.path])
        XCTAssertLessThan(run.status, 2, run.stderr, file: file, line: line)
    }

    /// The keys of a pack's records, in order.
    func keys(of pack: URL) throws -> [String] {
        let data = try Data(contentsOf: pack)
        var keys: [String] = []
        guard var position = data.firstIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }) else { return [] }
        while position < data.endIndex, let newline = data[position...].firstIndex(of: UInt8(ascii: "\n")) {
            let fields = String(decoding: data[position..<newline], as: UTF8.self).split(separator: " ")
            guard fields.count >= 3, let length = Int(fields[2]) else { break }
            keys.append(String(fields[0]))
            position = newline + 1 + length + 1
        }
        return keys
    }
}
