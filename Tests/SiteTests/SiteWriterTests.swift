import DefaultTheme
import Foundation
@testable import Site
import XCTest

final class SiteWriterTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("SiteTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func writer() throws -> SiteWriter {
        SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory, "the default theme ships as a resource"))
    }

    @discardableResult
    private func writeSite(_ name: String = "site", content: SiteContent = Fixture.content) throws -> URL {
        let output = scratch.appendingPathComponent(name)
        try writer().write(content, to: output)
        return output
    }

    // MARK: - Pages

    func testWritesEveryPage() throws {
        let output = scratch.appendingPathComponent("site")
        let summary = try writer().write(Fixture.content, to: output)
        let files = try SiteFiles.tree(output).keys.sorted()
        XCTAssertEqual(files, [
            ".nojekyll",
            ".viper-docs-site",
            "about.html",
            "assets/dashboard.js",
            "assets/diagram.js",
            "assets/search-index.js",
            "assets/search.js",
            "assets/style.css",
            "assets/tables.js",
            "dependencies.html",
            "findings.html",
            "groups/Account.html",
            "groups/Catalog.html",
            "guides/01-Intro.html",
            "guides/advanced/02-Deep-Dive.html",
            "index.html",
            "modules/Details.html",
            "modules/Home.html",
            "modules/Login.html",
            "rules.html",
            "rules/presenter-holds-view-weakly.html",
            "rules/router-holds-view-weakly.html",
            "source/Common/BaseWireframe.swift.html",
            "source/Common/UI_20Helpers+Extras.swift.html",
            "source/Modules/Account/Login/LoginView.m.html",
            "source/Modules/Catalog/Home/HomePresenter.swift.html",
        ], "no sitemap.xml without a base URL")
        XCTAssertEqual(summary.pages, 18)
        XCTAssertEqual(summary.files, 26)
        // To look at the fixture's site in a browser: SITE_TESTS_OUTPUT=/tmp/fixture-site swift test --filter SiteTests
        if let keep = ProcessInfo.processInfo.environment["SITE_TESTS_OUTPUT"] {
            try writer().write(Fixture.content, to: URL(fileURLWithPath: keep))
        }
    }

    func testEveryRelativeLinkResolves() throws {
        let output = try writeSite()
        var checked = 0
        for page in try SiteFiles.tree(output).keys.sorted() where page.hasSuffix(".html") {
            let html = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            for link in SiteFiles.links(in: html) {
                XCTAssertFalse(link.hasPrefix("/"), "\(page): absolute link \(link)")
                guard !SiteFiles.isExternal(link) else { continue }
                let (path, fragment) = SiteFiles.split(link)
                let target = path.isEmpty
                    ? output.appendingPathComponent(page)
                    : output.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                XCTAssertTrue(target.path.hasPrefix(output.standardizedFileURL.path), "\(page): \(link) leaves the site")
                XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(page): \(link) → missing \(target.path)")
                if let fragment, target.pathExtension == "html", !SiteFiles.isFilter(fragment) {
                    let targetHTML = try String(contentsOf: target, encoding: .utf8)
                    XCTAssertTrue(targetHTML.contains("id=\"\(fragment)\""), "\(page): \(link) → no id \(fragment)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }

    func testIndexListsModulesGuidesAndViolations() throws {
        let html = try SiteFiles.read(try writeSite(), "index.html")
        XCTAssertTrue(html.contains("<title>TVShows — VIPER architecture</title>"))
        XCTAssertTrue(html.contains("<header"), "landmarks")
        XCTAssertTrue(html.contains("<nav"))
        XCTAssertTrue(html.contains("<main"))
        XCTAssertTrue(html.contains("href=\"assets/style.css\""))
        XCTAssertTrue(html.contains("<a href=\"modules/Home.html\">Home</a> <span class=\"badge badge-error\">"),
                      "a module with errors has a badge")
        XCTAssertTrue(html.contains("<h3 class=\"group-name\"><a href=\"groups/Account.html\">Account</a></h3>"))
        XCTAssertTrue(html.contains("<h3 class=\"group-name\"><a href=\"groups/Catalog.html\">Catalog</a></h3>"))
        XCTAssertTrue(html.contains("<a href=\"guides/advanced/02-Deep-Dive.html\">Deep dive</a>"))
        // Which rules break most, and where; every finding is on the dashboard, not on the index.
        XCTAssertFalse(html.contains("HomePresenter holds its view strongly"), "no finding in full")
        XCTAssertTrue(html.contains(#"<td class="num count-error"><a href="findings.html#rule=presenter-holds-view-weakly&amp;severity=error" title="The 1 errors of presenter-holds-view-weakly">1</a></td>"#),
                      "a count opens the dashboard, filtered")
        XCTAssertTrue(html.contains(#"<a href="rules/presenter-holds-view-weakly.html"><code>presenter-holds-view-weakly</code></a>"#))
        XCTAssertTrue(html.contains(#"<th scope="row" data-sort="unlisted-rule"><code>unlisted-rule</code></th>"#), "an unknown rule is not linked")
        XCTAssertTrue(html.contains(#"<td class="num"><a href="findings.html#module=Home" title="Every finding of Home">1</a></td>"#),
                      "a module's findings, filtered")
        XCTAssertTrue(html.contains("<h3 id=\"worst-modules\">The 2 modules with the most findings</h3>"), "one has errors, one a warning")
        XCTAssertTrue(html.contains("— used by <a href=\"modules/Details.html\">Details</a>, <a href=\"modules/Home.html\">Home</a></li>"))
        XCTAssertFalse(html.contains("<?xml"), "the SVG prolog is dropped when inlined")
        XCTAssertTrue(html.contains("<svg width=\"200pt\""))
    }

    func testTheDashboardListsEveryFindingWithItsFilters() throws {
        let html = try SiteFiles.read(try writeSite(), "findings.html")
        XCTAssertTrue(html.contains("<title>Findings — TVShows</title>"))
        XCTAssertTrue(html.contains(#"<li><a href="findings.html" aria-current="page">Findings</a></li>"#), "in the site's navigation")
        XCTAssertTrue(html.contains(#"<script src="assets/dashboard.js" defer></script>"#))
        XCTAssertTrue(html.contains(#"<tr class="finding severity-error" data-rule="presenter-holds-view-weakly" data-severity="error" data-group="Catalog" data-module="Home" data-file="Modules/Catalog/Home/HomePresenter.swift">"#))
        XCTAssertTrue(html.contains(#"<tr class="finding severity-warning" data-rule="unlisted-rule" data-severity="warning" data-group="Account" data-module="Login" data-file="Modules/Account/Login/LoginView.swift">"#))
        // By file: a summary of the files with findings, each count opening the list filtered by its file.
        XCTAssertTrue(html.contains(#"<h3 id="worst-files">The 2 files with the most findings</h3>"#))
        XCTAssertTrue(html.contains(##"<a href="#file=Modules%2FCatalog%2FHome%2FHomePresenter.swift" title="Every finding in Modules/Catalog/Home/HomePresenter.swift">1</a>"##))
        XCTAssertTrue(html.contains(#"<option>Modules/Account/Login/LoginView.swift</option>"#), "the file filter offers it")
        XCTAssertTrue(html.contains(#"<a href="source/Modules/Catalog/Home/HomePresenter.swift.html#L4"><code title="Modules/Catalog/Home/HomePresenter.swift:4">HomePresenter.swift:4</code></a>"#),
                      "a finding's location opens its line")
        XCTAssertTrue(html.contains(#"<td data-sort="Home"><a href="modules/Home.html#violation-1">Home</a></td>"#), "and its module, at the finding")
        XCTAssertTrue(html.contains("HomePresenter holds its view strongly; declare `view` as `weak var view: HomeViewInterface?` &lt;b&gt;"),
                      "messages are escaped")
        XCTAssertTrue(html.contains(#"<option>Account</option><option>Catalog</option>"#), "the groups to filter by")
        XCTAssertTrue(html.contains(#"<datalist id="finding-modules"><option value="Home"></option><option value="Login"></option></datalist>"#))
        XCTAssertFalse(try SiteFiles.read(try writeSite("other"), "index.html").contains("assets/dashboard.js"), "only the dashboard loads its script")
    }

    func testFilterLinksEscapeWhatTheFilterWouldRead() {
        XCTAssertEqual(PageBuilder.filterFragment(["group": "My Group", "module": "A&B=C#D+E"]),
                       "group=My%20Group&module=A%26B%3DC%23D%2BE")
        XCTAssertTrue(NaturalOrder.less("Home2", "Home19"))
        XCTAssertTrue(NaturalOrder.less("home", "Home2"))
        XCTAssertTrue(NaturalOrder.less("Home", "home"), "a total order: equal but for case, by code points")
        XCTAssertEqual(["Module10", "Module2", "module1", "Module1"].sorted { NaturalOrder.less($0, $1) }, ["Module1", "module1", "Module2", "Module10"])
    }

    func testModulePage() throws {
        let html = try SiteFiles.read(try writeSite(), "modules/Home.html")
        XCTAssertTrue(html.contains("<title>Home — TVShows</title>"))
        XCTAssertTrue(html.contains("href=\"../assets/style.css\""))
        XCTAssertTrue(html.contains("<li><a href=\"../index.html\">TVShows</a></li>"), "breadcrumb")
        XCTAssertTrue(html.contains("<tr id=\"component-HomePresenter\">"))
        XCTAssertTrue(html.contains("<tr id=\"protocol-HomeViewInterface\">"))
        XCTAssertTrue(html.contains("<span class=\"tag tag-temporary\">temporary</span>"))
        XCTAssertTrue(html.contains("<a href=\"Details.html#component-DetailsPresenter\">Presenter</a> of <a href=\"Details.html\">Details</a>"))
        XCTAssertTrue(html.contains("<td class=\"reference-ends\"><a href=\"#component-HomePresenter\">Presenter</a> → <a href=\"#component-HomeViewController\">View</a></td>"), "same-page links are fragments")
        XCTAssertTrue(html.contains("<a href=\"#protocol-HomeViewInterface\"><code>HomeViewInterface</code></a>"))
        XCTAssertTrue(html.contains("<li>Settings <code class=\"location\" title=\"Modules/Catalog/Home/HomeWireframe.swift:20\">HomeWireframe.swift:20</code>"),
                      "a module without a page is named, not linked")
        XCTAssertTrue(html.contains("<li><a href=\"Login.html\">Login</a></li>"), "navigated from")
        XCTAssertTrue(html.contains("id=\"violation-1\""))
        XCTAssertTrue(html.contains("<code>Modules/Catalog/Home/HomePresenter.swift:4:5</code>"))
        XCTAssertTrue(html.contains(
            "<pre class=\"source-line\"><code><span class=\"line-number\">4</span>var view: HomeViewInterface // &lt;strong&gt;</code></pre>"),
            "the offending line is quoted and escaped")
        XCTAssertTrue(html.contains("<tr class=\"ownership-strong is-violation\">"), "the flagged reference is marked")
        XCTAssertTrue(html.contains("class=\"swatch role-interactor\""), "legend")
        XCTAssertTrue(html.contains("<g id=\"diagram-1-graph0\" class=\"graph\">"), "the diagram's ids cannot clash with the page's")
        XCTAssertTrue(html.contains("xlink:href=\"Details.html\""), "module diagram links stay relative to modules/")
    }

    func testModulePageSaysWhyTheModelSeesItSo() throws {
        let output = try writeSite()
        let html = try SiteFiles.read(output, "modules/Home.html")
        XCTAssertTrue(html.contains("<details class=\"decisions\" id=\"decisions\">\n<summary>Why the model sees this module so</summary>"))
        XCTAssertTrue(html.contains("<h3>[5/11] Assign modules</h3>"))
        XCTAssertTrue(html.contains("<h3>[6/11] Assign roles</h3>"))
        XCTAssertTrue(html.contains("<h3>[9/11] Describe modules</h3>"))
        XCTAssertTrue(html.contains(
            "<code>HomePresenter</code>: <strong>module Home</strong> — named &lt;Home&gt;Presenter &amp; &quot;found&quot; in its folder "
                + "<span class=\"decision-evidence\">(<code class=\"location\" title=\"Modules/Catalog/Home/HomePresenter.swift:3\">"
                + "<a href=\"../source/Modules/Catalog/Home/HomePresenter.swift.html#L3\">HomePresenter.swift:3</a></code>, "
                + "<code class=\"location\" title=\"Common/BaseWireframe.swift:4\"><a href=\"../source/Common/BaseWireframe.swift.html#L4\">"
                + "BaseWireframe.swift:4</a></code>)</span>"), "evidence links to the source lines")
        XCTAssertTrue(html.contains("<li class=\"decision-rejected\"><span class=\"decision-mark\" title=\"rejected\" aria-label=\"rejected\">✗</span> "
            + "<code>HomeScreen</code>: <strong>role view</strong>"), "a rejected option")
        XCTAssertTrue(html.contains("<code class=\"location\" title=\"Modules/Catalog/Home/HomeScreen.swift:2\">HomeScreen.swift:2</code>"),
                      "a file without a source page is named, not linked")
        XCTAssertTrue(html.contains("✓</span> <strong>style infinum</strong> — an Interfaces file and a BaseWireframe</li>"),
                      "the module's own decisions name no subject")
        XCTAssertFalse(html.contains("DetailsPresenter</code>: <strong>"), "another module's decisions stay on its page")
        let login = try SiteFiles.read(output, "modules/Login.html")
        XCTAssertFalse(login.contains("class=\"decisions\""), "no disclosure without decisions")
    }

    func testNamesAndCommentsAreEscaped() throws {
        let output = try writeSite()
        let html = try SiteFiles.read(output, "modules/Home.html")
        XCTAssertTrue(html.contains("Shows the shows. &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"))
        XCTAssertFalse(html.contains("<script>"))
        let index = try SiteFiles.read(output, "index.html")
        XCTAssertTrue(try SiteFiles.read(output, "findings.html").contains("HomeViewInterface?` &lt;b&gt;"), "messages are escaped")
        XCTAssertFalse(index.contains("<script>"), "no inline script: only the theme's and the index's files")
        let source = try SiteFiles.read(output, "source/Modules/Catalog/Home/HomePresenter.swift.html")
        XCTAssertFalse(source.contains("<script>"))
        XCTAssertTrue(source.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    func testGuidesGetDiagramsAndNavigation() throws {
        let output = try writeSite()
        let intro = try SiteFiles.read(output, "guides/01-Intro.html")
        XCTAssertTrue(intro.contains("<title>Introduction — TVShows</title>"))
        XCTAssertTrue(intro.contains("href=\"../assets/style.css\""))
        XCTAssertFalse(intro.contains("class=\"viper-diagram\""), "every placeholder is replaced")
        XCTAssertTrue(intro.contains("<figure class=\"diagram\">\n<svg"))
        XCTAssertTrue(intro.contains("xlink:href=\"../modules/Home.html#component-HomePresenter\""), "module links rebased")
        XCTAssertTrue(intro.contains("<g id=\"diagram-1-graph0\" class=\"graph\">"), "ids are unique on the page")
        XCTAssertTrue(intro.contains("<g id=\"diagram-2-graph0\" class=\"graph\">"))
        XCTAssertTrue(intro.contains("xlink:href=\"#diagram-1-graph0\""), "fragment links follow their ids")
        XCTAssertTrue(intro.contains("xlink:href=\"../modules/Login.html\""), "app map links rebased")
        XCTAssertTrue(intro.contains("xlink:href=\"https://example.com/viper\""), "external links kept")
        XCTAssertTrue(intro.contains("<p class=\"diagram-missing\">unknown module Nope</p>"))
        XCTAssertTrue(intro.contains("<a href=\"01-Intro.html\" aria-current=\"page\">Introduction</a>"))
        XCTAssertTrue(intro.contains("<a href=\"advanced/02-Deep-Dive.html\">Deep dive</a>"))

        let deep = try SiteFiles.read(output, "guides/advanced/02-Deep-Dive.html")
        XCTAssertTrue(deep.contains("href=\"../../assets/style.css\""))
        XCTAssertTrue(deep.contains("xlink:href=\"../../modules/Details.html#component-DetailsPresenter\""))
        XCTAssertTrue(deep.contains("No diagram was drawn for module <a href=\"../../modules/Login.html\">Login</a>."))
        XCTAssertTrue(deep.contains("<a href=\"../01-Intro.html\">Introduction</a>"))
    }

    func testRulesPageCountsFindings() throws {
        let html = try SiteFiles.read(try writeSite(), "rules.html")
        XCTAssertTrue(html.contains("<title>Rules — TVShows</title>"))
        XCTAssertTrue(html.contains("<li class=\"rule\" id=\"rule-presenter-holds-view-weakly\">"))
        XCTAssertTrue(html.contains("<a href=\"rules/presenter-holds-view-weakly.html#findings\">1 finding</a>"))
        XCTAssertTrue(html.contains("<h2><a href=\"rules/presenter-holds-view-weakly.html\"><code>presenter-holds-view-weakly</code></a>"))
        XCTAssertTrue(html.contains("no findings"))
        XCTAssertTrue(html.contains("The view owns the presenter; a strong reference back makes a cycle."))
    }

    // MARK: - Determinism

    func testWritingTwiceGivesTheSameBytes() throws {
        let first = try SiteFiles.tree(try writeSite("first"))
        let second = try SiteFiles.tree(try writeSite("second"))
        XCTAssertEqual(first, second)
        let again = try SiteFiles.tree(try writeSite("first"))
        XCTAssertEqual(first, again)
    }

    // MARK: - Replacing folders

    func testRefusesAForeignFolderAndLeavesItAlone() throws {
        let output = scratch.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: output.appendingPathComponent("notes.txt"))

        XCTAssertThrowsError(try writer().write(Fixture.content, to: output)) { error in
            guard case SiteError.notASite(let path) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(path.hasSuffix("/mine"))
            XCTAssertTrue(error.localizedDescription.contains(".viper-docs-site"))
        }
        XCTAssertEqual(try SiteFiles.tree(output), ["notes.txt": Data("keep me".utf8)])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["mine"], "no temporary folder is left")
    }

    func testRefusesAFile() throws {
        let output = scratch.appendingPathComponent("file.html")
        try Data("x".utf8).write(to: output)
        XCTAssertThrowsError(try writer().write(Fixture.content, to: output)) { error in
            XCTAssertEqual(error as? SiteError, .notASite(path: output.standardizedFileURL.resolvingSymlinksInPath().path))
        }
        XCTAssertEqual(try Data(contentsOf: output), Data("x".utf8))
    }

    func testReplacesAPreviousSite() throws {
        let output = try writeSite()
        try Data("stale".utf8).write(to: output.appendingPathComponent("stale.html"))
        var content = Fixture.content
        content.title = "Renamed"
        content.model.modules.removeAll { $0.name == "Login" }

        try writer().write(content, to: output)
        let tree = try SiteFiles.tree(output)
        XCTAssertNil(tree["stale.html"])
        XCTAssertNil(tree["modules/Login.html"])
        XCTAssertNotNil(tree[".viper-docs-site"])
        XCTAssertTrue(try SiteFiles.read(output, "index.html").contains("<title>Renamed — VIPER architecture</title>"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["site"], "no temporary folder is left")
    }

    func testFillsAnEmptyFolderAndCreatesMissingParents() throws {
        let empty = scratch.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try writer().write(Fixture.content, to: empty)
        XCTAssertNotNil(try SiteFiles.tree(empty)["index.html"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["empty"])

        let nested = scratch.appendingPathComponent("a/b/site")
        try writer().write(Fixture.content, to: nested)
        XCTAssertNotNil(try SiteFiles.tree(nested)["index.html"])
    }

    func testUnwritableOutputIsReported() throws {
        let file = scratch.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try writer().write(Fixture.content, to: file.appendingPathComponent("site"))) { error in
            guard case SiteError.unwritable(let path, _) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(path.hasSuffix("/file"), path)
        }
    }

    func testAThemeWithoutATemplateIsReportedAndTheOldSiteStays() throws {
        let output = try writeSite()
        let before = try SiteFiles.tree(output)
        let theme = scratch.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: try XCTUnwrap(DefaultTheme.directory), to: theme)
        try FileManager.default.removeItem(at: theme.appendingPathComponent("module.mustache"))

        XCTAssertThrowsError(try SiteWriter(themeDirectory: theme).write(Fixture.content, to: output)) { error in
            guard case SiteError.theme(let path, _) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(path.hasSuffix("theme/module.mustache"), path)
        }
        XCTAssertEqual(try SiteFiles.tree(output), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted(), ["site", "theme"])
    }

    func testAThemeWithoutAPartialIsReported() throws {
        let theme = scratch.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: try XCTUnwrap(DefaultTheme.directory), to: theme)
        try FileManager.default.removeItem(at: theme.appendingPathComponent("partials/legend.mustache"))
        XCTAssertThrowsError(try SiteWriter(themeDirectory: theme).write(Fixture.content, to: scratch.appendingPathComponent("site"))) { error in
            guard case SiteError.theme(let path, let reason) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(path.hasSuffix("theme/module.mustache"), path)
            XCTAssertTrue(reason.contains("partials/legend"), reason)
        }
    }

    func testPartialsThatIncludeEachOtherInACircleAreFound() {
        XCTAssertEqual(Theme.cycle(in: ["layout": ["a"], "a": ["b"], "b": ["c", "a"], "c": []]), ["a", "b", "a"])
        XCTAssertEqual(Theme.cycle(in: ["x": ["x"]]), ["x", "x"])
        XCTAssertNil(Theme.cycle(in: ["layout": ["a", "b"], "a": ["c"], "b": ["c"], "c": []]), "a diamond is no circle")
        XCTAssertNil(Theme.cycle(in: [:]))
    }

    func testAMissingThemeIsReported() {
        let theme = scratch.appendingPathComponent("no-such-theme")
        XCTAssertThrowsError(try SiteWriter(themeDirectory: theme).write(Fixture.content, to: scratch.appendingPathComponent("site"))) { error in
            XCTAssertEqual(error as? SiteError, .theme(path: theme.path, reason: "the theme folder does not exist"))
        }
    }

    func testABrokenTemplateIsReportedWithItsLine() throws {
        let theme = scratch.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: try XCTUnwrap(DefaultTheme.directory), to: theme)
        try Data("<p>\n{{#open}}never closed\n".utf8).write(to: theme.appendingPathComponent("rules.mustache"))
        XCTAssertThrowsError(try SiteWriter(themeDirectory: theme).write(Fixture.content, to: scratch.appendingPathComponent("site"))) { error in
            guard case SiteError.theme(let path, _) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(path.contains("rules.mustache:"), path)
        }
        // The line is the template's own, as its author counts it.
        try Data("<p>\n<p>\n{{/stray}}\n".utf8).write(to: theme.appendingPathComponent("rules.mustache"))
        XCTAssertThrowsError(try SiteWriter(themeDirectory: theme).write(Fixture.content, to: scratch.appendingPathComponent("site"))) { error in
            guard case SiteError.theme(let path, _) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(path.contains("rules.mustache:3:"), path)
        }
    }
}
