import DefaultTheme
import Foundation
@testable import Site
import XCTest

/// Source pages, rule pages, the search index and what publishing adds.
final class SitePagesTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("SitePagesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func writeSite(_ name: String = "site", baseURL: String? = nil) throws -> URL {
        let output = scratch.appendingPathComponent(name)
        let theme = try XCTUnwrap(DefaultTheme.directory)
        try SiteWriter(themeDirectory: theme, baseURL: baseURL).write(Fixture.content, to: output)
        return output
    }

    // MARK: - Source pages

    func testSwiftSourcePageHasNumberedHighlightedLinesAndFindings() throws {
        let html = try SiteFiles.read(try writeSite(), "source/Modules/Catalog/Home/HomePresenter.swift.html")
        XCTAssertTrue(html.contains("<title>Modules/Catalog/Home/HomePresenter.swift — TVShows</title>"))
        XCTAssertTrue(html.contains("href=\"../../../../assets/style.css\""))
        XCTAssertTrue(html.contains("<body data-root=\"../../../../\">"), "search links start from the root")
        XCTAssertTrue(html.contains(##"<span class="line" id="L1"><a class="line-number" href="#L1" tabindex="-1">1</a><span class="line-code"><span class="keyword">import</span> Foundation</span>"##))
        XCTAssertTrue(html.contains(#"<span class="keyword">final</span> <span class="keyword">class</span> HomePresenter"#))
        XCTAssertTrue(html.contains(#"<span class="comment">// &lt;strong&gt;</span>"#), "comments are classified and escaped")
        XCTAssertTrue(html.contains(#"<span class="comment doc">/// Says &quot;&lt;hi&gt;&quot; &amp; counts to 42.</span>"#))
        XCTAssertTrue(html.contains(#"<span class="string">&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;</span>"#))
        XCTAssertTrue(html.contains(#"<span class="type">HomeViewInterface</span>"#))
        XCTAssertTrue(html.contains(#"<span class="line has-finding severity-error" id="L4">"#), "the finding's line is marked")
        XCTAssertTrue(html.contains(#"<span class="finding-note severity-error" role="note"><span class="badge badge-error">error</span> HomePresenter holds its view strongly"#))
        XCTAssertTrue(html.contains(#"<a class="rule-id" href="../../../../rules/presenter-holds-view-weakly.html">presenter-holds-view-weakly</a>"#))
        XCTAssertTrue(html.contains(#"id="L8""#))
        XCTAssertFalse(html.contains(#"id="L9""#), "the final line break makes no empty line")
        XCTAssertTrue(html.contains(#"<li><a href="../../../../modules/Home.html">Home</a></li>"#), "breadcrumb names the module")
        XCTAssertTrue(html.contains(##"<a href="#L3"><code>HomePresenter</code></a> <span class="tag">class</span>"##) == false,
                      "declarations come from the scanner's facts, which the fixture does not have")
    }

    func testObjectiveCIsHighlightedAndEscaped() throws {
        let html = try SiteFiles.read(try writeSite(), "source/Modules/Account/Login/LoginView.m.html")
        XCTAssertTrue(html.contains("Objective-C · 3 lines"))
        XCTAssertTrue(html.contains(#"<span class="line-code"><span class="directive">#import &lt;UIKit/UIKit.h&gt;</span></span>"#))
        XCTAssertTrue(html.contains(#"<span class="keyword">@implementation</span> <span class="type">LoginView</span> "#
            + #"<span class="comment">// &quot;quoted&quot; &amp; &lt;b&gt;</span>"#))
        XCTAssertFalse(html.contains("has-finding"), "its finding is in LoginView.swift, which has no page")
    }

    func testEveryLocationLinksToItsLine() throws {
        let output = try writeSite()
        let home = try SiteFiles.read(output, "modules/Home.html")
        XCTAssertTrue(home.contains(#"<code class="location" title="Modules/Catalog/Home/HomePresenter.swift:3"><a href="../source/Modules/Catalog/Home/HomePresenter.swift.html#L3">HomePresenter.swift:3</a></code>"#), "components")
        XCTAssertTrue(home.contains(#"<a href="../source/Common/BaseWireframe.swift.html#L7">BaseWireframe.swift:7</a>"#), "references")
        XCTAssertTrue(home.contains(#"<a href="../source/Modules/Catalog/Home/HomePresenter.swift.html#L4"><code>Modules/Catalog/Home/HomePresenter.swift:4:5</code></a>"#), "violations")
        XCTAssertTrue(home.contains(#"<code class="location" title="Modules/Catalog/Home/HomeInterfaces.swift:3">HomeInterfaces.swift:3</code>"#), "a file without a page is not linked")
        let file = "source/Common/UI_20Helpers+Extras.swift.html"
        XCTAssertNotNil(try SiteFiles.tree(output)[file], "unsafe characters are slugged, safe ones kept")
        XCTAssertEqual(SitePaths.sourcePage(path: "../.hidden/a b/x#y.swift"), "source/_.hidden/a_20b/x_23y.swift.html")
        XCTAssertEqual(SitePaths.sourcePages(for: ["A.swift", "a.swift"]), ["A.swift": "source/A.swift.html", "a.swift": "source/a.swift-2.html"])
    }

    func testModulePageListsTheServicesAndEntitiesItUses() throws {
        let html = try SiteFiles.read(try writeSite(), "modules/Home.html")
        XCTAssertTrue(html.contains("<h2 id=\"uses\">Services and entities</h2>"))
        XCTAssertTrue(html.contains("<li><code>ShowsService</code> <code class=\"location\" title=\"Services/ShowsService.swift:1\">ShowsService.swift:1</code></li>"))
        XCTAssertTrue(html.contains("<li><code>Show</code> <code class=\"location\" title=\"Entities/Show.swift:1\">Show.swift:1</code></li>"))
        let login = try SiteFiles.read(try writeSite("login"), "modules/Login.html")
        XCTAssertTrue(login.contains("Uses no service."))
        XCTAssertTrue(html.contains("Folder <code>Modules/Catalog/Home</code>"), "the module's folder")
        // A module at the top of the scan (its parts in several folders) shows `.`, not an empty box.
        XCTAssertEqual(PageBuilder.folderText(""), ".")
    }

    // MARK: - Rule pages

    func testRulePageShowsExamplesAndFindings() throws {
        let html = try SiteFiles.read(try writeSite(), "rules/presenter-holds-view-weakly.html")
        XCTAssertTrue(html.contains("<title>A presenter holds its view weakly — TVShows</title>"))
        XCTAssertTrue(html.contains(#"<h1 id="top"><code>presenter-holds-view-weakly</code></h1>"#))
        XCTAssertTrue(html.contains(#"<span class="badge badge-error">error</span>"#))
        XCTAssertTrue(html.contains("The view owns the presenter; a strong reference back makes a cycle."))
        XCTAssertTrue(html.contains("<p>1 finding.</p>"))
        XCTAssertTrue(html.contains(#"<a href="../source/Modules/Catalog/Home/HomePresenter.swift.html#L4"><code>Modules/Catalog/Home/HomePresenter.swift:4</code></a>"#))
        XCTAssertTrue(html.contains(#"<mark class="marker" title="reported here">↓</mark><span class="keyword">var</span> view"#),
                      "the marker is shown, and the code around it still highlighted")
        XCTAssertTrue(html.contains(#"<span class="keyword">weak</span> <span class="keyword">var</span> view"#))
        XCTAssertTrue(html.contains(#"<summary>1 more file</summary>"#), "scaffolding the same in every example is folded")
        XCTAssertTrue(html.contains(#"<a href="../rules.html" aria-current="page">Rules</a>"#))

        let quiet = try SiteFiles.read(try writeSite("quiet"), "rules/router-holds-view-weakly.html")
        XCTAssertTrue(quiet.contains("This app does not break this rule."))
        XCTAssertFalse(quiet.contains("id=\"triggering\""), "no examples, no section")
    }

    // MARK: - Search

    func testAGuidesTextIsSearchableBySection() {
        let guide = GuidePage(
            sourcePath: "a.md", title: "Memory",
            html: #"<h1 id="memory">Memory</h1><p>Before &amp; <em>after</em>.</p><h2 id="cycles">Cycles</h2>"#
                + #"<p>A cycle leaks.</p><pre><code>weak var view</code></pre><h3 id="fix">Fix</h3><p>Make one weak.</p>"#,
            headings: [.init(level: 1, text: "Memory", anchor: "memory"), .init(level: 2, text: "Cycles", anchor: "cycles"),
                       .init(level: 3, text: "Fix", anchor: "fix")])
        XCTAssertEqual(SearchIndex.sections(of: guide), [nil: "Before & after.", "cycles": "A cycle leaks. weak var view", "fix": "Make one weak."])
    }

    func testSearchIndexIsAScriptOfEntriesFromTheRoot() throws {
        let output = try writeSite()
        let script = try SiteFiles.read(output, "assets/search-index.js")
        XCTAssertTrue(script.contains("window.VIPER_SEARCH = (function (index) {"))
        let entries = try PackedSearchIndex.unpack(script)
        func entry(_ title: String, _ kind: String) -> [String: String]? { entries.first { $0["t"] == title && $0["k"] == kind } }

        XCTAssertEqual(entry("Home", "module")?["u"], "modules/Home.html")
        XCTAssertEqual(entries.first?["t"], "Details", "modules first, by name")
        XCTAssertEqual(entry("HomePresenter", "component")?["u"], "modules/Home.html#component-HomePresenter")
        XCTAssertEqual(entry("HomePresenter", "component")?["d"], "Presenter of Home")
        XCTAssertEqual(entry("HomeViewInterface", "protocol")?["u"], "modules/Home.html#protocol-HomeViewInterface")
        XCTAssertEqual(entry("reload()", "method")?["u"], "modules/Home.html#protocol-HomeViewInterface")
        XCTAssertEqual(entry("presenter-holds-view-weakly", "rule")?["u"], "rules/presenter-holds-view-weakly.html")
        XCTAssertEqual(entry("Introduction", "guide")?["u"], "guides/01-Intro.html")
        XCTAssertEqual(entry("UI Helpers+Extras.swift", "file")?["u"], "source/Common/UI_20Helpers+Extras.swift.html")
        XCTAssertEqual(Set(entries.compactMap { $0["k"] }),
                       ["module", "component", "protocol", "method", "service", "entity", "rule", "finding", "guide", "file"])
        XCTAssertEqual(entry("presenter-holds-view-weakly in Home", "finding")?["u"], "modules/Home.html#violation-1", "findings")
        XCTAssertEqual(entry("unlisted-rule in Login", "finding")?["d"], "A finding of a rule the rulebook does not list.")

        let layout = try SiteFiles.read(output, "guides/advanced/02-Deep-Dive.html")
        XCTAssertFalse(layout.contains("search-index.js\" defer"), "a page does not load the index before the box is used")
        XCTAssertTrue(layout.contains(#"<script src="../../assets/search.js" defer></script>"#))
        XCTAssertTrue(layout.contains(#"<body data-root="../../">"#))
        XCTAssertTrue(layout.contains(#"<form class="site-search" role="search" data-index="../../assets/search-index.js" hidden>"#),
                      "shown by the script, so never dead without it; the script loads the index on first use")
    }

    func testGuideHeadingsAreSearchable() throws {
        var content = Fixture.content
        content.guides[0].headings = [GuideHeading(level: 1, text: "Introduction", anchor: "introduction"),
                                      GuideHeading(level: 2, text: "Memory & you", anchor: "memory--you")]
        let map = PageMap(moduleNames: [], guidePaths: content.guides.map(\.sourcePath))
        let entries = SearchIndex.entries(content, map: map)
        XCTAssertEqual(entries.filter { $0.kind == "heading" },
                       [SearchEntry(title: "Memory & you", kind: "heading", url: "guides/01-Intro.html#memory--you", detail: "Introduction")],
                       "the title heading is the guide's own entry")
    }

    func testMethodTitlesAreWhatAReaderTypes() {
        XCTAssertEqual(SearchIndex.methodTitle("func item(at indexPath: IndexPath) -> Show"), "item(at:)")
        XCTAssertEqual(SearchIndex.methodTitle("func getShows(_ completion: @escaping (Result<[Show], Error>) -> Void)"), "getShows(_:)")
        XCTAssertEqual(SearchIndex.methodTitle("func display(title: String, summary: String)"), "display(title:summary:)")
        XCTAssertEqual(SearchIndex.methodTitle("func reloadData()"), "reloadData()")
        XCTAssertEqual(SearchIndex.methodTitle("var numberOfItems: Int { get }"), "numberOfItems")
        XCTAssertEqual(SearchIndex.methodTitle("static func make() -> UIViewController"), "make()")
        XCTAssertEqual(SearchIndex.methodTitle("init(view: V)"), "init(view:)")
    }

    // MARK: - Publishing

    func testBaseURLAddsCanonicalLinksAndASitemap() throws {
        let output = try writeSite(baseURL: "https://example.com/docs")
        let sitemap = try SiteFiles.read(output, "sitemap.xml")
        XCTAssertTrue(sitemap.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
        XCTAssertTrue(sitemap.contains("<url><loc>https://example.com/docs/index.html</loc></url>"))
        XCTAssertTrue(sitemap.contains("<url><loc>https://example.com/docs/source/Common/UI%20Helpers+Extras.swift.html</loc></url>") == false)
        XCTAssertTrue(sitemap.contains("<url><loc>https://example.com/docs/source/Common/UI_20Helpers+Extras.swift.html</loc></url>"))
        XCTAssertEqual(sitemap.components(separatedBy: "<url>").count - 1, 18, "every page")
        let home = try SiteFiles.read(output, "modules/Home.html")
        XCTAssertTrue(home.contains(#"<link rel="canonical" href="https://example.com/docs/modules/Home.html">"#))
        XCTAssertNotNil(try SiteFiles.tree(output)[".nojekyll"])

        let plain = try writeSite("plain")
        XCTAssertNil(try SiteFiles.tree(plain)["sitemap.xml"])
        XCTAssertFalse(try SiteFiles.read(plain, "index.html").contains("rel=\"canonical\""))
    }

    func testABadBaseURLIsRefusedBeforeWriting() throws {
        let theme = try XCTUnwrap(DefaultTheme.directory)
        for bad in ["example.com/docs", "ftp://example.com/", "https://example.com/?q=1", "/docs/"] {
            let writer = SiteWriter(themeDirectory: theme, baseURL: bad)
            XCTAssertThrowsError(try writer.validate(), bad) { error in
                XCTAssertEqual(error as? SiteError, .invalidBaseURL(bad))
            }
        }
        XCTAssertNoThrow(try SiteWriter(themeDirectory: theme, baseURL: "http://localhost:8000/").validate())
    }

    func testEveryPageOfTheFixtureResolvesItsLinks() throws {
        let output = try writeSite(baseURL: "https://example.com/")
        for page in try SiteFiles.tree(output).keys.sorted() where page.hasSuffix(".html") {
            let html = try SiteFiles.read(output, page)
            for link in SiteFiles.links(in: html) where !SiteFiles.isExternal(link) {
                let (path, fragment) = SiteFiles.split(link)
                let target = path.isEmpty ? output.appendingPathComponent(page)
                    : output.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(page): \(link)")
                if let fragment, !fragment.isEmpty, target.pathExtension == "html", !SiteFiles.isFilter(fragment) {
                    XCTAssertTrue(try String(contentsOf: target, encoding: .utf8).contains("id=\"\(fragment)\""), "\(page): \(link)")
                }
            }
        }
    }
}
