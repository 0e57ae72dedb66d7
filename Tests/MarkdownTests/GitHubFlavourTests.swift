import Markdown
import XCTest

/// GitHub-flavoured Markdown through cmark-gfm; where the package was built against libcmark (no
/// cmark-gfm installed, or VIPER_DOCS_MARKDOWN=cmark), the same text is plain CommonMark.
final class GitHubFlavourTests: XCTestCase {
    static let text = """
        # Plan

        | Step | Where |
        |---|---|
        | Add | `Modules/X` |

        - [x] done
        - [ ] to do

        ~~dropped~~ and www.example.com and https://example.com/a.

        ```viper-diagram
        flow Login -> Home
        ```
        """

    func testTablesTaskListsStrikethroughAndAutolinks() throws {
        try XCTSkipUnless(MarkdownDocument.readsGitHubExtensions, "built against libcmark: \(MarkdownDocument.flavour)")
        let html = MarkdownDocument(markdown: Self.text).html()
        XCTAssertTrue(html.contains("<table>"), html)
        XCTAssertTrue(html.contains("<td><code>Modules/X</code></td>"), html)
        XCTAssertTrue(html.contains(#"<input type="checkbox" checked="" disabled="" /> done"#), html)
        XCTAssertTrue(html.contains(#"<input type="checkbox" disabled="" /> to do"#), html)
        XCTAssertTrue(html.contains("<del>dropped</del>"), html)
        XCTAssertTrue(html.contains(#"<a href="http://www.example.com">www.example.com</a>"#), html)
        XCTAssertTrue(html.contains(#"<a href="https://example.com/a">https://example.com/a</a>"#), html)
        XCTAssertTrue(html.contains(#"<div class="viper-diagram" data-module="flow Login -&gt; Home"></div>"#), html)
        XCTAssertEqual(MarkdownDocument.flavour, "GitHub-flavoured Markdown (cmark-gfm)")
    }

    func testAutolinksAreRewrittenLikeAnyLink() throws {
        try XCTSkipUnless(MarkdownDocument.readsGitHubExtensions, "built against libcmark")
        let html = MarkdownDocument(markdown: "See www.example.com.\n").html { "x-" + $0 }
        XCTAssertTrue(html.contains(#"href="x-http://www.example.com""#), html)
    }

    func testSafeModeStillOmitsRawHTMLInsideATable() {
        let html = MarkdownDocument(markdown: "| a |\n|---|\n| <script>x</script> |\n").html()
        XCTAssertFalse(html.contains("<script>"), html)
    }

    func testWithoutGitHubExtensionsATableIsAParagraph() throws {
        try XCTSkipIf(MarkdownDocument.readsGitHubExtensions, "built against cmark-gfm")
        let html = MarkdownDocument(markdown: "| a |\n|---|\n| b |\n").html()
        XCTAssertFalse(html.contains("<table>"), html)
        XCTAssertEqual(MarkdownDocument.flavour, "CommonMark (libcmark)")
    }
}
