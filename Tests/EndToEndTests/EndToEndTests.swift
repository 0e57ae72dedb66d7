import Foundation
import XCTest

/// Runs the built `viper-docs` binary as a user would, on the example apps.
final class EndToEndTests: XCTestCase {
    // MARK: - Helpers

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = repository.appendingPathComponent("Examples/TVShows")
    static let golden = repository.appendingPathComponent("Tests/EndToEndTests/Golden")

    /// The binary the end-to-end tests run: the debug build, or `VIPER_DOCS_BINARY` when set (the
    /// catalogue on a release build: `make robustness-release`).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["VIPER_DOCS_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        return products.appendingPathComponent("viper-docs")
    }

    /// The folder that holds the built products (`.build/debug`).
    static var products: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    @discardableResult
    func viperDocs(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let binary = Self.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("viper-docs is not built at \(binary.path); run `swift build --build-tests` first")
        }
        return try run(binary.path, arguments)
    }

    func run(_ executable: String, _ arguments: [String]) throws -> Run {
        let run = try runProcess(URL(fileURLWithPath: executable), arguments)
        return Run(status: run.status, stdout: String(decoding: run.stdout, as: UTF8.self), stderr: String(decoding: run.stderr, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viper-docs-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Compares with a golden file; `RECORD_GOLDEN=1` writes it instead (review the diff).
    func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "differs from Golden/\(name); re-record with RECORD_GOLDEN=1 and review the diff", file: file, line: line)
    }

    func files(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])!
        var result: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return result.sorted()
    }

    // MARK: - build

    func testBuildWritesTheExampleSite() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        let result = try viperDocs(["build", Self.example.path, "--output", output.path])
        XCTAssertEqual(result.status, 1, "the example has error-level violations: \(result.stderr)")
        XCTAssertEqual(result.stdout, output.appendingPathComponent("index.html").path + "\n")
        let steps = result.stderr.split(separator: "\n")
        XCTAssertEqual(steps.count, 6, result.stderr)
        XCTAssertTrue(steps[0].hasPrefix("[1/6] Scan sources: 58 files"), String(steps[0]))
        XCTAssertTrue(steps[1].hasPrefix("[2/6] Build model: 9 modules"), String(steps[1]))

        let written = files(under: output)
        for page in ["index.html", "rules.html", "assets/style.css", ".viper-docs-site",
                     "modules/Home.html", "modules/ShowDetails.html", "modules/Settings.html",
                     "guides/01-Getting-Started.html", "guides/02-Creating-A-Module.html", "guides/03-Memory-Rules.html"] {
            XCTAssertTrue(written.contains(page), "missing \(page)")
        }
        XCTAssertEqual(written.filter { $0.hasPrefix("modules/") }.count, 9)

        let home = try String(contentsOf: output.appendingPathComponent("modules/Home.html"), encoding: .utf8)
        XCTAssertTrue(home.contains("<svg"), "the module diagram is inline SVG")
        XCTAssertTrue(home.contains("HomePresenter"))
        XCTAssertTrue(home.contains("<summary>Why the model sees this module so</summary>"), "the model's decisions, behind a disclosure")
        XCTAssertTrue(home.contains(#"<a href="../source/Modules/Shows/Home/HomePresenter.swift.html#L3">HomePresenter.swift:3</a>"#))
        let details = try String(contentsOf: output.appendingPathComponent("modules/ShowDetails.html"), encoding: .utf8)
        XCTAssertTrue(details.contains("presenter-holds-view-weakly"))
        XCTAssertTrue(details.contains("#d32f2f"), "the violating edge is drawn red")
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<svg"), "the app map is inline SVG")
        let guide = try String(contentsOf: output.appendingPathComponent("guides/03-Memory-Rules.html"), encoding: .utf8)
        XCTAssertFalse(guide.contains("<script>alert(1)</script>"), "raw HTML in a guide is not passed through")
        // cmark-gfm is required (Package.swift): the binary reads a guide's GitHub table as a table.
        let tabled = try String(contentsOf: output.appendingPathComponent("guides/02-Creating-A-Module.html"), encoding: .utf8)
        if ProcessInfo.processInfo.environment["VIPER_DOCS_MARKDOWN"] != "cmark" {
            XCTAssertTrue(tabled.contains("<table>") && tabled.contains("<code>ReviewsWireframeInterface</code></td>"),
                          "a guide's table is rendered as text: was viper-docs built without cmark-gfm?")
        }

        for page in written where page.hasSuffix(".html") {
            let html = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            for remote in ["src=\"http", "src=\"//", "stylesheet\" href=\"http", "url(http", "@import"] {
                XCTAssertFalse(html.contains(remote), "\(page) loads \(remote)…: the site needs no network")
            }
            try assertLinksResolve(in: html, page: page, site: output)
        }
    }

    /// Every relative `href`/`src` resolves to a written file, and every `#anchor` to an `id` in it.
    func assertLinksResolve(in html: String, page: String, site: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = site.appendingPathComponent(page).deletingLastPathComponent()
        for attribute in ["href=\"", "src=\"", "xlink:href=\""] {
            var rest = Substring(html)
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let link = String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&")
                rest = rest[end...]
                if link.isEmpty || link.contains(":") && !link.hasPrefix("#") { continue }
                XCTAssertFalse(link.hasPrefix("/"), "\(page): absolute link \(link)", file: file, line: line)
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? site.appendingPathComponent(page) : folder.appendingPathComponent(String(parts[0])).standardizedFileURL
                XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(page): broken link \(link)", file: file, line: line)
                // `findings.html#rule=…&severity=…` is the dashboard's filter, which its script reads.
                if parts.count > 1, !parts[1].isEmpty, !parts[1].contains("="), target.pathExtension == "html",
                   let text = try? String(contentsOf: target, encoding: .utf8) {
                    XCTAssertTrue(text.contains("id=\"\(parts[1])\""), "\(page): missing anchor \(link)", file: file, line: line)
                }
            }
        }
    }

    /// Every example app builds end to end, and its findings are the ones its README lists.
    func testEveryStyleExampleBuildsAndChecks() throws {
        for (app, style, modules) in [("Recipes", "viperb", 6), ("Music", "contract", 6), ("Notes", "zikviper", 4)] {
            let folder = Self.repository.appendingPathComponent("Examples/\(app)")
            let output = try temporaryFolder().appendingPathComponent("site")
            let built = try viperDocs(["build", folder.path, "--output", output.path, "--quiet"])
            XCTAssertEqual(built.status, 1, "\(app) has error-level violations: \(built.stderr)")
            XCTAssertEqual(files(under: output).filter { $0.hasPrefix("modules/") && $0.hasSuffix(".html") }.count, modules, app)
            let graph = try JSONSerialization.jsonObject(with: Data(try viperDocs(["graph", folder.path]).stdout.utf8)) as? [String: Any]
            let styles = (graph?["modules"] as? [[String: Any]] ?? []).compactMap { $0["style"] as? String }
            XCTAssertEqual(styles, Array(repeating: style, count: modules), app)
            try assertGolden(try viperDocs(["check", folder.path]).stdout, "\(app)-check.txt")
        }
    }

    /// What the scan skips is in the graph JSON (`excluded`), sorted, and on the site's about page;
    /// a broken Xcode project is a warning, not a failure.
    func testSkippedFoldersAndFilesAreListed() throws {
        let folder = try temporaryFolder()
        let files = [
            "App/Home/HomePresenter.swift": "final class HomePresenter { weak var view: HomeViewController? }",
            "App/Home/HomeViewController.swift": "final class HomeViewController: UIViewController { var presenter: HomePresenter! }",
            "App/Home/HomePresenterTests.swift": "final class HomePresenterTests {}",
            "App/R.generated.swift": "struct R {}",
            "Pods/Alamofire/Session.swift": "final class Session {}",
            "App.xcodeproj/project.pbxproj": "{ objects = (",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let graph = try viperDocs(["graph", folder.path])
        XCTAssertEqual(graph.status, 0, graph.stderr)
        XCTAssertTrue(graph.stdout.contains("""
              "excluded" : [
                {
                  "path" : "App/Home/HomePresenterTests.swift",
                  "reason" : "test file"
                },
                {
                  "path" : "App/R.generated.swift",
                  "reason" : "generated code"
                },
                {
                  "path" : "Pods",
                  "reason" : "CocoaPods dependencies"
                }
              ],
            """), graph.stdout)
        XCTAssertTrue(graph.stderr.contains("viper-docs: warning: App.xcodeproj/project.pbxproj: cannot read the Xcode project"), graph.stderr)
        let output = folder.appendingPathComponent("site")
        let built = try viperDocs(["build", folder.path, "--output", output.path, "--quiet"])
        XCTAssertEqual(built.stderr, "")
        let about = try String(contentsOf: output.appendingPathComponent("about.html"), encoding: .utf8)
        XCTAssertTrue(about.contains("<tr><td><code>Pods</code></td><td>CocoaPods dependencies</td></tr>"))
        XCTAssertTrue(about.contains("2 source files"))
    }

    /// A guide written by someone else: front matter, a sub-folder, an image, a diagram, `viper:` links.
    func testGuidesWithFrontMatterImagesDiagramsAndBrokenLinks() throws {
        let folder = try temporaryFolder()
        let guides = folder.appendingPathComponent("guides")
        try FileManager.default.createDirectory(at: guides.appendingPathComponent("team/img"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: guides.appendingPathComponent("team/img/map.png"))
        try """
            ---
            title: Onboarding for new people
            order: 1
            ---
            # Not the title

            ## First steps

            See ![the map](img/map.png), the [Home module](viper:Home), [a typo](viper:Hoome),
            [the other guide](../zz-last.md#last) and [a missing one](missing.md).

            ```viper-diagram
            Home
            ```

            ```viper-diagram
            app
            ```

            ## Next steps

            <script>alert(1)</script>
            """.write(to: guides.appendingPathComponent("team/welcome.md"), atomically: true, encoding: .utf8)
        try "# Last\n\nThe end.\n".write(to: guides.appendingPathComponent("zz-last.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        let result = try viperDocs(["build", Self.example.path, "--output", output.path, "--guides", guides.path])
        XCTAssertEqual(result.status, 1)
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("viper-docs: warning:") }
        XCTAssertEqual(warnings, [
            "viper-docs: warning: guides/team/welcome.md: unknown module Hoome in link viper:Hoome",
            "viper-docs: warning: guides/team/welcome.md: broken link missing.md: no guide team/missing.md",
        ])
        let page = try String(contentsOf: output.appendingPathComponent("guides/team/welcome.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<title>Onboarding for new people"), "the front matter's title")
        XCTAssertTrue(page.contains("href=\"../../modules/Home.html\""), "viper:Home goes to the module's page")
        XCTAssertTrue(page.contains("href=\"../zz-last.html#last\""))
        XCTAssertEqual(page.components(separatedBy: "<svg").count - 1, 2, "the module diagram and the app map are embedded")
        XCTAssertTrue(page.contains("href=\"#first-steps\""), "a table of contents")
        XCTAssertFalse(page.contains("<script>alert(1)</script>"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("guides/team/img/map.png").path), "images are copied")
        XCTAssertFalse(page.contains("---"), "the front matter is not shown")
        try assertLinksResolve(in: page, page: "guides/team/welcome.html", site: output)

        let unsafe = try viperDocs(["build", Self.example.path, "--output", output.path, "--guides", guides.path, "--unsafe-html", "--quiet"])
        XCTAssertEqual(unsafe.status, 1)
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("guides/team/welcome.html"), encoding: .utf8)
            .contains("<script>alert(1)</script>"), "--unsafe-html passes raw HTML through")
    }

    func testTwoBuildsAreByteIdentical() throws {
        let folder = try temporaryFolder()
        let first = folder.appendingPathComponent("a"), second = folder.appendingPathComponent("b")
        try viperDocs(["build", Self.example.path, "--output", first.path, "--quiet"])
        try viperDocs(["build", Self.example.path, "--output", second.path, "--quiet"])
        let names = files(under: first)
        XCTAssertEqual(names, files(under: second))
        for name in names {
            XCTAssertEqual(FileManager.default.contents(atPath: first.appendingPathComponent(name).path),
                           FileManager.default.contents(atPath: second.appendingPathComponent(name).path), "\(name) differs")
        }
    }

    func testBuildReplacesItsOwnSiteButNeverAForeignFolder() throws {
        let folder = try temporaryFolder()
        let foreign = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try "keep me".write(to: foreign.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refused = try viperDocs(["build", Self.example.path, "--output", foreign.path, "--quiet"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains(foreign.path))
        XCTAssertEqual(files(under: foreign), ["notes.txt"], "a foreign folder is left untouched")

        let site = folder.appendingPathComponent("site")
        try viperDocs(["build", Self.example.path, "--output", site.path, "--quiet"])
        try "stale".write(to: site.appendingPathComponent("stale.html"), atomically: true, encoding: .utf8)
        let again = try viperDocs(["build", Self.example.path, "--output", site.path, "--quiet"])
        XCTAssertEqual(again.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("stale.html").path), "its own site is replaced")
    }

    // MARK: - check and graph

    func testCheckReportsTheExamplesViolations() throws {
        let text = try viperDocs(["check", Self.example.path])
        XCTAssertEqual(text.status, 1)
        try assertGolden(text.stdout, "TVShows-check.txt")
        let json = try viperDocs(["check", Self.example.path, "--format", "json"])
        try assertGolden(json.stdout, "TVShows-check.json")
    }

    func testGraphOfTheExample() throws {
        let json = try viperDocs(["graph", Self.example.path])
        XCTAssertEqual(json.status, 0)
        try assertGolden(json.stdout, "TVShows-graph.json")
        let dot = try viperDocs(["graph", Self.example.path, "--format", "dot"])
        XCTAssertTrue(dot.stdout.hasPrefix("digraph"), dot.stdout)
    }

    func testRulesDocumentationIsUpToDate() throws {
        let generated = try viperDocs(["rules", "--format", "markdown"]).stdout
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("Docs/Rules.md"), encoding: .utf8)
        XCTAssertEqual(generated, committed, "Docs/Rules.md is stale: run `make rules-doc`")
    }

    func testCheckOptionsOutputStrictAndBaseline() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Self.example, to: app)
        let report = folder.appendingPathComponent("report.sarif")
        let written = try viperDocs(["check", app.path, "--format", "sarif", "--output", report.path])
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.stdout, "", "the report goes to the file")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")

        // A baseline hides today's findings, survives unrelated edits, and lets a new one through.
        let baseline = folder.appendingPathComponent("baseline.json")
        try viperDocs(["check", app.path, "--write-baseline", baseline.path])
        XCTAssertEqual(try viperDocs(["check", app.path, "--baseline", baseline.path]).status, 0)
        let presenter = app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
        let original = try String(contentsOf: presenter, encoding: .utf8)
        try ("// A comment that shifts every line.\n\n" + original).write(to: presenter, atomically: true, encoding: .utf8)
        XCTAssertEqual(try viperDocs(["check", app.path, "--baseline", baseline.path]).status, 0, "line numbers do not matter")
        // A new error: the presenter holds its view strongly.
        let strongView = original.replacingOccurrences(of: "private unowned let view: HomeViewInterface", with: "private let view: HomeViewInterface")
        XCTAssertNotEqual(strongView, original)
        try strongView.write(to: presenter, atomically: true, encoding: .utf8)
        let fresh = try viperDocs(["check", app.path, "--baseline", baseline.path])
        XCTAssertEqual(fresh.status, 1)
        XCTAssertTrue(fresh.stdout.contains("HomePresenter.swift"), fresh.stdout)
        XCTAssertFalse(fresh.stdout.contains("ShowDetails"), "baselined findings stay hidden")

        // --strict fails on warnings too (presenter-holds-router-strongly, a note by default, raised to one).
        let broken = original.replacingOccurrences(of: "private let wireframe: HomeWireframeInterface",
                                                   with: "private weak var wireframe: HomeWireframeInterface?")
        XCTAssertNotEqual(broken, original)
        try "rules:\n  presenter-holds-router-strongly: warning\n".write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        try original.write(to: presenter, atomically: true, encoding: .utf8)
        XCTAssertEqual(try viperDocs(["check", app.path, "--baseline", baseline.path]).status, 0)
        XCTAssertEqual(try viperDocs(["check", app.path, "--baseline", baseline.path, "--strict"]).status, 0)
        try broken.write(to: presenter, atomically: true, encoding: .utf8)
        let lenient = try viperDocs(["check", app.path, "--baseline", baseline.path])
        XCTAssertEqual(lenient.status, 0, "a warning is no error")
        XCTAssertTrue(lenient.stdout.hasSuffix("\nExit status 0: only errors fail the check (--strict fails on any finding).\n"), lenient.stdout)
        let strict = try viperDocs(["check", app.path, "--baseline", baseline.path, "--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.hasSuffix("\nExit status 1: with --strict every finding fails the check.\n"), strict.stdout)
    }

    func testConfigurationAndInit() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Self.example, to: app)
        // The example keeps its own dependency rules; `init` is for an app that has no configuration.
        try FileManager.default.removeItem(at: app.appendingPathComponent(".viper-docs.yml"))
        let created = try viperDocs(["init", app.path])
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(try viperDocs(["init", app.path]).status, 2, "init never overwrites without --force")
        XCTAssertEqual(try viperDocs(["check", app.path]).status, 1, "the starter file changes nothing")
        try "exclude: [Modules/Shows]\nrules:\n  view-holds-presenter-strongly: off\n  presenter-holds-interactor-strongly: note\n"
            .write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let configured = try viperDocs(["check", app.path])
        XCTAssertEqual(configured.status, 0, configured.stdout)
        // The findings' lines (the summary by rule follows a blank line).
        let findingLines = configured.stdout.components(separatedBy: "\n\n")[0].split(separator: "\n")
        XCTAssertEqual(findingLines.map { $0.contains(": note: ") }, [true], configured.stdout)
        try "rules:\n  no-such-rule: off\n".write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let bad = try viperDocs(["check", app.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "viper-docs: error: .viper-docs.yml:2:3: unknown rule 'no-such-rule'; 'viper-docs rules' lists them\n")
    }

    // MARK: - Bad input

    func testBadInputGivesOneLineAndExitCode2() throws {
        let empty = try temporaryFolder()
        try "hello".write(to: empty.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let cases: [[String]] = [
            ["check", "/no/such/folder"],
            ["build", empty.path, "--output", empty.appendingPathComponent("site").path],
            ["graph", empty.appendingPathComponent("README.md").path],
            ["build", Self.example.path, "--output", "/no/such/parent/site"],
            ["check", "--no-such-option"],
            ["rules", "no-such-rule"],
        ]
        for arguments in cases {
            let result = try viperDocs(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments)")
            XCTAssertFalse(result.stderr.contains("Fatal error"), "\(arguments)")
            if arguments[1] != "--no-such-option" {
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): \(result.stderr)")
            }
        }
    }

    // MARK: - At scale, against the generator's ground truth

    func testGeneratedInfinumAppScoresPerfectly() throws {
        let bench = Self.repository.deletingLastPathComponent().appendingPathComponent("shared/bench")
        guard FileManager.default.fileExists(atPath: bench.appendingPathComponent("gen_viper_app.py").path) else {
            throw XCTSkip("../shared/bench is absent (it is not part of a user's clone): skipping the generated-app check")
        }
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("app")
        let generated = try run("/usr/bin/env", ["python3", bench.appendingPathComponent("gen_viper_app.py").path,
                                                 "--style", "infinum", "--modules", "40", "--violations", "0.3", "--seed", "11", "--out", app.path])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let graph = try viperDocs(["graph", app.path])
        let check = try viperDocs(["check", app.path, "--format", "json"])
        try graph.stdout.write(to: folder.appendingPathComponent("graph.json"), atomically: true, encoding: .utf8)
        try check.stdout.write(to: folder.appendingPathComponent("check.json"), atomically: true, encoding: .utf8)
        let score = try run("/usr/bin/env", [
            "python3", bench.appendingPathComponent("score_viper_app.py").path, app.appendingPathComponent("viper-truth.json").path,
            "--model", folder.appendingPathComponent("graph.json").path, "--check", folder.appendingPathComponent("check.json").path,
            "--rules", "presenter-holds-view-weakly,view-holds-presenter-strongly,presenter-holds-interactor-strongly,presenter-holds-router-strongly,no-strong-reference-cycle",
        ])
        XCTAssertEqual(score.status, 0, score.stdout)
    }
}

/// What a program run to its end printed, and how it ended.
struct ProcessRun {
    var status: Int32
    /// Whether a signal ended it (`status` is then the signal's number).
    var signalled: Bool
    var stdout: Data
    var stderr: Data
    var seconds: Double
}

/// Runs `executable` to its end — in `folder`, with `environment` added, stopped with SIGTERM after
/// `timeout` seconds — and reads its stdout and stderr at the same time: read one after the other,
/// a child that fills the second pipe (64 KB) while the first is still open would wait forever.
func runProcess(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
                timeout: Double? = nil) throws -> ProcessRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let started = Date()
    try process.run()
    let timer = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
    if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer) }
    final class Box: @unchecked Sendable { var data = Data() }
    let errors = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errors.data = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    timer.cancel()
    return ProcessRun(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                      stdout: output, stderr: errors.data, seconds: Date().timeIntervalSince(started))
}
