import Foundation
import XCTest

/// What the publishing tests share: running programs in a folder, copies of the example, and the
/// example with known edits for `diff`.
class PublishingCase: ParsingRobustnessCase {
    static let repository = EndToEndTests.repository

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs any program in `folder`.
    @discardableResult
    func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws -> Result {
        let run = try runProcess(URL(fileURLWithPath: executable), arguments, in: folder, environment: environment)
        return Result(status: run.status, stdout: String(decoding: run.stdout, as: UTF8.self), stderr: String(decoding: run.stderr, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viper-docs-publish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.resolvingSymlinksInPath()
    }

    /// A copy of the example app at `folder/name`.
    func example(in folder: URL, named name: String = "app") throws -> URL {
        let app = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: EndToEndTests.example, to: app)
        return app
    }

    // MARK: - The example, edited

    /// The example, and a copy with known edits: Privacy added (a copy of Settings, with its
    /// finding), Register removed, Profile renamed Account (folder and types), Home's presenter
    /// holding its view strongly (two new findings), ShowDetails' unowned (two fixed).
    func editedExample(_ app: URL) throws {
        let modules = app.appendingPathComponent("Modules")
        try FileManager.default.removeItem(at: modules.appendingPathComponent("Onboarding/Register"))
        try copyModule(modules.appendingPathComponent("Account/Settings"), from: "Settings", to: "Privacy", removing: false)
        try copyModule(modules.appendingPathComponent("Account/Profile"), from: "Profile", to: "Account", removing: true)
        for file in try FileManager.default.subpathsOfDirectory(atPath: modules.path) where file.hasSuffix(".swift") {
            let url = modules.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            let edited = text.replacingOccurrences(of: "ProfileWireframe", with: "AccountWireframe")
                .replacingOccurrences(of: "    private unowned let view: HomeViewInterface", with: "    private let view: HomeViewInterface")
                .replacingOccurrences(of: "    private let view: ShowDetailsViewInterface", with: "    private unowned let view: ShowDetailsViewInterface")
            if edited != text { try edited.write(to: url, atomically: true, encoding: .utf8) }
        }
    }

    func copyModule(_ folder: URL, from old: String, to new: String, removing: Bool) throws {
        let target = folder.deletingLastPathComponent().appendingPathComponent(new)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            try text.replacingOccurrences(of: old, with: new)
                .write(to: target.appendingPathComponent(name.replacingOccurrences(of: old, with: new)), atomically: true, encoding: .utf8)
        }
        if removing { try FileManager.default.removeItem(at: folder) }
    }

}

/// Issue 14's commands as a user runs them: `--version`, `make install`, `check --paths/--root`,
/// `graph --format mermaid|dot`, and `diff` on folders, graph JSONs and git revisions.
final class PublishingEndToEndTests: PublishingCase {
    // MARK: - --version and install

    func testVersionAgreesWithTheGraphJSON() throws {
        let version = try viperDocs(["--version"])
        XCTAssertEqual(version.status, 0)
        let json = try JSONSerialization.jsonObject(with: Data(try viperDocs(["graph", EndToEndTests.example.path]).stdout.utf8)) as? [String: Any]
        let generator = try XCTUnwrap(json?["generator"] as? [String: String])
        XCTAssertEqual(generator, ["name": "viper-docs", "version": version.stdout.trimmingCharacters(in: .newlines)])
        XCTAssertNotNil(version.stdout.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/), version.stdout)
    }

    /// `make install PREFIX=… BIN_DIR=<this build>`, then the installed binary, run from another
    /// folder, builds the example's site with the installed theme (marked, to tell it from the
    /// checkout's); `make uninstall` removes what it put there and nothing else.
    func testInstallIntoATemporaryPrefixAndRunFromElsewhere() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else { throw XCTSkip("make is not installed") }
        let folder = try temporaryFolder()
        let prefix = folder.appendingPathComponent("prefix")
        let install = try run("/usr/bin/make", ["-C", Self.repository.path, "install", "PREFIX=\(prefix.path)", "BIN_DIR=\(EndToEndTests.products.path)"])
        XCTAssertEqual(install.status, 0, install.stderr)
        let binary = prefix.appendingPathComponent("bin/viper-docs")
        let layout = prefix.appendingPathComponent("share/viper-docs/Themes/default/layout.mustache")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path))
        // Mark the installed theme: the site must come from it, not from the build folder.
        let marked = try String(contentsOf: layout, encoding: .utf8).replacingOccurrences(of: "<head>", with: "<head><!-- installed theme -->")
        try marked.write(to: layout, atomically: true, encoding: .utf8)

        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let app = try example(in: folder)
        let build = try run(binary.path, ["build", app.path, "--output", "site", "--quiet"], in: elsewhere)
        XCTAssertEqual(build.status, 1, "the example has error-level findings: \(build.stderr)")
        let index = try String(contentsOf: elsewhere.appendingPathComponent("site/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<!-- installed theme -->"), "the installed binary uses the installed theme")
        XCTAssertTrue(index.contains("<meta name=\"generator\" content=\"viper-docs \(try viperDocs(["--version"]).stdout.trimmingCharacters(in: .newlines))\">"))

        let other = folder.appendingPathComponent("prefix/share/other.txt")
        try "not ours".write(to: other, atomically: true, encoding: .utf8)
        let uninstall = try run("/usr/bin/make", ["-C", Self.repository.path, "uninstall", "PREFIX=\(prefix.path)"])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: binary.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/viper-docs").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "uninstall removes only what install wrote")
    }

    // MARK: - check: --paths absolute and --root

    func testCheckPathsAbsoluteAndRelativeToTheRepositoryRoot() throws {
        let repository = try temporaryFolder()
        let app = try example(in: repository, named: "apps/TV")
        let absolute = try viperDocs(["check", app.path, "--paths", "absolute"])
        XCTAssertEqual(absolute.status, 1)
        let first = try XCTUnwrap(absolute.stdout.split(separator: "\n").first)
        XCTAssertTrue(first.hasPrefix(app.path + "/Modules/Account/Favorites/FavoritesPresenter.swift:8:5: error: "), String(first))

        for format in ["text", "json", "sarif", "junit", "github", "markdown", "codeclimate"] {
            let report = try viperDocs(["check", app.path, "--root", repository.path, "--format", format])
            XCTAssertEqual(report.status, 1, report.stderr)
            XCTAssertTrue(report.stdout.contains("apps/TV/Modules/Account/Favorites/FavoritesPresenter.swift"), "\(format): \(report.stdout.prefix(400))")
        }
        let sarif = try JSONSerialization.jsonObject(with: Data(try viperDocs(["check", app.path, "--root", repository.path, "--format", "sarif"]).stdout.utf8))
        let location = (((((sarif as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?
            .first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        XCTAssertEqual(location, ["uri": "apps/TV/Modules/Account/Favorites/FavoritesPresenter.swift", "uriBaseId": "%SRCROOT%"])
    }

    // MARK: - graph --format mermaid|dot

    func testGraphAsMermaidAndDOTForTheAppAndOneModule() throws {
        let app = try viperDocs(["graph", EndToEndTests.example.path, "--format", "mermaid"])
        XCTAssertEqual(app.status, 0, app.stderr)
        XCTAssertTrue(app.stdout.hasPrefix("flowchart LR\n"))
        XCTAssertTrue(app.stdout.contains("[\"ShowDetails\"]:::error"))
        let module = try viperDocs(["graph", EndToEndTests.example.path, "--format", "mermaid", "--module", "ShowDetails"])
        XCTAssertTrue(module.stdout.contains("[\"ShowDetailsPresenter<br>Presenter\"]"), module.stdout)
        let dot = try viperDocs(["graph", EndToEndTests.example.path, "--format", "dot", "--module", "Home"])
        XCTAssertTrue(dot.stdout.hasPrefix("digraph Home {"), dot.stdout)
        XCTAssertFalse(dot.stdout.contains("URL="), "no links to a site that is not there")
    }

    // MARK: - diff

    /// The diff's JSON, reduced to what the edits should produce.
    func summary(_ json: String) throws -> [String: [String]] {
        let diff = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let modules = diff["modules"] as? [String: Any] ?? [:]
        let findings = diff["findings"] as? [String: Any] ?? [:]
        func list(_ value: Any?, _ describe: ([String: Any]) -> String) -> [String] { (value as? [[String: Any]] ?? []).map(describe) }
        return [
            "added": modules["added"] as? [String] ?? [],
            "removed": modules["removed"] as? [String] ?? [],
            "renamed": list(modules["renamed"]) { "\($0["from"]!)→\($0["to"]!)" },
            "components": list(diff["components"]) { "\($0["change"]!) \($0["type"]!)" },
            "references": list(diff["references"]) {
                "\($0["module"]!) \($0["from"]!).\($0["property"]!): \($0["previousOwnership"] ?? "-") → \($0["ownership"]!)"
            },
            "new": list(findings["new"]) { "\($0["module"]!) \($0["rule"]!)" },
            "fixed": list(findings["fixed"]) { "\($0["module"]!) \($0["rule"]!)" },
        ]
    }

    static let expected: [String: [String]] = [
        "added": ["Privacy"],
        "removed": ["Register"],
        "renamed": ["Profile→Account"],
        "components": [],
        "references": ["Home presenter.view: unowned → strong", "ShowDetails presenter.view: strong → unowned"],
        "new": ["Privacy view-holds-presenter-strongly", "Home no-strong-reference-cycle", "Home presenter-holds-view-weakly"],
        "fixed": ["ShowDetails no-strong-reference-cycle", "ShowDetails presenter-holds-view-weakly"],
    ]

    func testDiffOfTwoFoldersAndOfTheirGraphJSONs() throws {
        let folder = try temporaryFolder()
        let base = try example(in: folder, named: "base"), head = try example(in: folder, named: "head")
        try editedExample(head)
        let json = try viperDocs(["diff", base.path, head.path, "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(try summary(json.stdout), Self.expected)

        let failing = try viperDocs(["diff", base.path, head.path, "--fail-on-new-violations"])
        XCTAssertEqual(failing.status, 1, "the change adds error-level findings")
        XCTAssertTrue(failing.stdout.hasPrefix("viper-docs diff \(base.path) → \(head.path): adds 2 error-level findings, adds 1 other finding, fixes 2 findings"), failing.stdout)
        XCTAssertEqual(try viperDocs(["diff", head.path, base.path, "--fail-on-new-violations"]).status, 1, "the reverse adds the fixed ones back")
        XCTAssertEqual(try viperDocs(["diff", base.path, base.path, "--fail-on-new-violations"]).status, 0)

        // The same from graph JSONs written by `graph`.
        for (side, name) in [(base, "base.json"), (head, "head.json")] {
            try viperDocs(["graph", side.path]).stdout.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let fromJSON = try viperDocs(["diff", folder.appendingPathComponent("base.json").path, folder.appendingPathComponent("head.json").path, "--format", "json"])
        XCTAssertEqual(try summary(fromJSON.stdout), Self.expected)

        let markdown = try viperDocs(["diff", base.path, head.path, "--format", "markdown", "--output", folder.appendingPathComponent("comment.md").path])
        XCTAssertEqual(markdown.stdout, "")
        let comment = try String(contentsOf: folder.appendingPathComponent("comment.md"), encoding: .utf8)
        XCTAssertTrue(comment.contains("```mermaid\nflowchart LR\n"), comment)
        XCTAssertTrue(comment.contains("❌ **This change adds 2 error-level findings, adds 1 other finding, fixes 2 findings"), comment)
    }

    /// A repository with two commits made here: `diff --git HEAD~1 HEAD` finds the same edits,
    /// and leaves the work tree, the index and the temporary folder as they were.
    func testDiffOfTwoGitRevisions() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let repository = try temporaryFolder()
        let app = try example(in: repository, named: "ios/App")
        @discardableResult
        func git(_ arguments: String...) throws -> Result {
            let result = try run("/usr/bin/git", ["-C", repository.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            return result
        }
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        try editedExample(app)
        try git("add", "-A")
        try git("commit", "-q", "-m", "head")
        try "uncommitted\n".write(to: app.appendingPathComponent("NOTES.txt"), atomically: true, encoding: .utf8)
        let status = try git("status", "--porcelain").stdout
        let temporary = Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path).filter { $0.hasPrefix("viper-docs-diff-") })

        let diff = try run(EndToEndTests.binary.path, ["diff", "--git", "HEAD~1", "HEAD", "--format", "json"], in: app)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertEqual(try summary(diff.stdout), Self.expected)
        let fromElsewhere = try viperDocs(["diff", "--git", "HEAD~1", "HEAD", "--app", app.path, "--format", "json"])
        XCTAssertEqual(try summary(fromElsewhere.stdout), Self.expected)

        XCTAssertEqual(try git("status", "--porcelain").stdout, status, "the work tree and index are untouched")
        XCTAssertEqual(try git("worktree", "list").stdout.split(separator: "\n").count, 1, "no worktree left behind")
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path).filter { $0.hasPrefix("viper-docs-diff-") })
        XCTAssertEqual(after.subtracting(temporary), [], "the temporary trees are removed")
    }
}
