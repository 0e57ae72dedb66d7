import Markdown
import XCTest

final class MarkdownDocumentTests: XCTestCase {
    // MARK: - Headings and title

    func testHeadingsHaveGitHubAnchorsMadeUnique() {
        let document = MarkdownDocument(markdown: """
        # The *Home* module
        ## Intro
        ## Intro
        ## Intro 1
        ## Intro
        ### What's `weak`, really?
        Setext heading
        --------------
        ## ¿Qué tal? Ünïcode_ok
        """)
        XCTAssertEqual(document.headings.map(\.level), [1, 2, 2, 2, 2, 3, 2, 2])
        XCTAssertEqual(document.headings.map(\.text), [
            "The Home module", "Intro", "Intro", "Intro 1", "Intro", "What's weak, really?", "Setext heading", "¿Qué tal? Ünïcode_ok",
        ])
        XCTAssertEqual(document.headings.map(\.anchor), [
            "the-home-module", "intro", "intro-1", "intro-1-1", "intro-2", "whats-weak-really", "setext-heading", "qué-tal-ünïcode_ok",
        ])
    }

    func testHeadingsGetTheirAnchorsInHTML() {
        let html = MarkdownDocument(markdown: "# Title\n\nText\n\n## Title\n\n> ## In a quote\n").html()
        XCTAssertEqual(html, """
        <h1 id="title">Title</h1>
        <p>Text</p>
        <h2 id="title-1">Title</h2>
        <blockquote>
        <h2 id="in-a-quote">In a quote</h2>
        </blockquote>

        """)
    }

    func testTitlePrefersTheFirstLevelOneHeading() {
        XCTAssertEqual(MarkdownDocument(markdown: "## Intro\n\n# Architecture\n\n# Other").title, "Architecture")
        XCTAssertEqual(MarkdownDocument(markdown: "Text\n\n### Only this").title, "Only this")
        XCTAssertNil(MarkdownDocument(markdown: "No headings at all.").title)
        XCTAssertNil(MarkdownDocument(markdown: "").title)
        XCTAssertEqual(MarkdownDocument(markdown: "").html(), "")
    }

    // MARK: - Safety

    func testRawHTMLIsOmittedInSafeMode() {
        let html = MarkdownDocument(markdown: "<script>alert(1)</script>\n\nHi <b onclick=\"x()\">there</b>\n").html()
        XCTAssertFalse(html.contains("<script"), html)
        XCTAssertFalse(html.contains("onclick"), html)
        XCTAssertTrue(html.contains("raw HTML omitted"), html)
    }

    func testDangerousLinksAreEmptied() {
        let html = MarkdownDocument(markdown: "[click](javascript:alert(1)) [v](VBScript:x) [ok](https://example.com)").html()
        XCTAssertFalse(html.lowercased().contains("javascript:"), html)
        XCTAssertFalse(html.lowercased().contains("vbscript:"), html)
        XCTAssertTrue(html.contains(#"<a href="">click</a>"#), html)
        XCTAssertTrue(html.contains(#"<a href="https://example.com">ok</a>"#), html)
    }

    func testARewriterCannotSmuggleADangerousURL() {
        let html = MarkdownDocument(markdown: "[x](other.md)").html { _ in "javascript:alert(1)" }
        XCTAssertEqual(html, "<p><a href=\"\">x</a></p>\n")
    }

    func testUnsafeModePassesRawHTML() {
        let document = MarkdownDocument(markdown: "<div class=\"note\">Raw</div>\n\n[x](javascript:void(0))\n", allowUnsafeHTML: true)
        let html = document.html()
        XCTAssertTrue(html.contains("<div class=\"note\">Raw</div>"), html)
        XCTAssertTrue(html.contains("javascript:void(0)"), html)
    }

    func testRawHeadingTagsDoNotShiftTheAnchorsInUnsafeMode() {
        let html = MarkdownDocument(markdown: "<h2>Raw</h2>\n\n## Real\n", allowUnsafeHTML: true).html()
        XCTAssertEqual(html, "<h2>Raw</h2>\n<h2 id=\"real\">Real</h2>\n")
    }

    // MARK: - Links

    func testLinksAndImagesAreRewritten() {
        let document = MarkdownDocument(markdown: """
        See [the other guide](other.md#setup), ![map](images/map.png) and <https://viper.example>.

        ## Also [in a heading](deep/third.md)

        [ref]: other.md
        Reference: [ref]
        """)
        let html = document.html { url in
            url.hasSuffix(".md") || url.contains(".md#") ? url.replacingOccurrences(of: ".md", with: ".html") : url
        }
        XCTAssertTrue(html.contains(#"<a href="other.html#setup">the other guide</a>"#), html)
        XCTAssertTrue(html.contains(#"<img src="images/map.png" alt="map" />"#), html)
        XCTAssertTrue(html.contains(#"<a href="https://viper.example">"#), html)
        XCTAssertTrue(html.contains(#"<h2 id="also-in-a-heading">Also <a href="deep/third.html">in a heading</a></h2>"#), html)
        XCTAssertTrue(html.contains(#"<a href="other.html">ref</a>"#), html)
    }

    func testRewriterReturningNilDropsTheURL() {
        let html = MarkdownDocument(markdown: "[gone](missing.md) [kept](kept.md)").html { $0 == "missing.md" ? nil : $0 }
        XCTAssertEqual(html, "<p><a href=\"\">gone</a> <a href=\"kept.md\">kept</a></p>\n")
    }

    func testEveryRenderStartsFromTheAuthorsURLs() {
        let document = MarkdownDocument(markdown: "[a](a.md)")
        _ = document.html { "x/" + $0 }
        XCTAssertEqual(document.html { "y/" + $0 }, "<p><a href=\"y/a.md\">a</a></p>\n")
    }

    // MARK: - Diagram placeholders

    func testViperDiagramBlocksBecomePlaceholders() {
        let document = MarkdownDocument(markdown: """
        # Guide

        ```viper-diagram
          Home
        ```

        ```swift
        let x = 1
        ```

        - item

          ```viper-diagram
          app
          ```

        ```viper-diagram
        a"<b>&
        ```
        """)
        XCTAssertEqual(document.diagramBlocks, ["Home", "app", "a\"<b>&"])
        let html = document.html()
        XCTAssertTrue(html.contains("<div class=\"viper-diagram\" data-module=\"Home\"></div>\n"), html)
        XCTAssertTrue(html.contains("<li>\n<p>item</p>\n<div class=\"viper-diagram\" data-module=\"app\"></div>\n</li>"), html)
        XCTAssertTrue(html.contains("<div class=\"viper-diagram\" data-module=\"a&quot;&lt;b&gt;&amp;\"></div>"), html)
        XCTAssertTrue(html.contains("<pre><code class=\"language-swift\">let x = 1\n</code></pre>"), html)
        XCTAssertFalse(html.contains("language-viper-diagram"), html)
    }

    func testDocumentsAreValues() {
        XCTAssertEqual(MarkdownDocument(markdown: "# A"), MarkdownDocument(markdown: "# A"))
        XCTAssertNotEqual(MarkdownDocument(markdown: "# A"), MarkdownDocument(markdown: "# A", allowUnsafeHTML: true))
    }
}
