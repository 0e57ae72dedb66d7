import Markdown
import XCTest

/// GitHub-flavoured Markdown through cmark-gfm, which every build reads but one asked for with
/// VIPER_DOCS_MARKDOWN=cmark (libcmark: the same text is plain CommonMark).
final class GitHubFlavourTests: XCTestCase {
    /// Whether this run was built against libcmark on purpose (SwiftPM builds again when the variable
    /// changes, so the test run sees what the build saw).
    static let askedForCommonMark = ProcessInfo.processInfo.environment["VIPER_DOCS_MARKDOWN"] == "cmark"

    /// cmark-gfm is a requirement: a build without it fails rather than reading tables as text.
    func testEveryBuildButTheOneAskedForReadsGitHubFlavouredMarkdown() {
        XCTAssertEqual(MarkdownDocument.readsGitHubExtensions, !Self.askedForCommonMark, MarkdownDocument.flavour)
    }

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
        try XCTSkipIf(Self.askedForCommonMark, "built against libcmark (VIPER_DOCS_MARKDOWN=cmark)")
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
        try XCTSkipIf(Self.askedForCommonMark, "built against libcmark (VIPER_DOCS_MARKDOWN=cmark)")
        let html = MarkdownDocument(markdown: "See www.example.com.\n").html { "x-" + $0 }
        XCTAssertTrue(html.contains(#"href="x-http://www.example.com""#), html)
    }

    func testSafeModeStillOmitsRawHTMLInsideATable() {
        let html = MarkdownDocument(markdown: "| a |\n|---|\n| <script>x</script> |\n").html()
        XCTAssertFalse(html.contains("<script>"), html)
    }

    func testWithoutGitHubExtensionsATableIsAParagraph() throws {
        try XCTSkipUnless(Self.askedForCommonMark, "built against cmark-gfm, as every build but VIPER_DOCS_MARKDOWN=cmark")
        let html = MarkdownDocument(markdown: "| a |\n|---|\n| b |\n").html()
        XCTAssertFalse(html.contains("<table>"), html)
        XCTAssertEqual(MarkdownDocument.flavour, "CommonMark (libcmark)")
    }
}
