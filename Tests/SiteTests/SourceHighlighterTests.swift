@testable import Site
import XCTest

final class SourceHighlighterTests: XCTestCase {
    func testSwiftIsClassifiedLikeSwiftSyntaxDoes() {
        let lines = SourceHighlighter.lines(of: "@MainActor final class A: B { let n = 42 // x\n}\n", language: .swift)
        XCTAssertEqual(lines, [
            #"<span class="attribute">@MainActor</span> <span class="keyword">final</span> <span class="keyword">class</span> A: <span class="type">B</span> { "#
                + #"<span class="keyword">let</span> n = <span class="number">42</span> <span class="comment">// x</span>"#,
            "}",
        ])
    }

    func testASpanOverSeveralLinesIsClosedOnEachLine() {
        let lines = SourceHighlighter.lines(of: "/* a\r\n<b> */ let s = \"\"\"\n  x\n  \"\"\"", language: .swift)
        XCTAssertEqual(lines[0], #"<span class="comment">/* a</span>"#, "a CRLF line ends without its CR")
        XCTAssertEqual(lines[1], #"<span class="comment">&lt;b&gt; */</span> <span class="keyword">let</span> s = <span class="string">&quot;&quot;&quot;</span>"#)
        XCTAssertEqual(lines[2], #"  <span class="string">x</span>"#, "a multi-line string's indentation is trivia")
        XCTAssertEqual(lines.count, 4)
    }

    func testPlainTextIsEscapedAndControlCharactersReplaced() {
        XCTAssertEqual(SourceHighlighter.lines(of: "#import <A.h>\n\u{1}x\t'y'", language: nil),
                       ["#import &lt;A.h&gt;", "\u{FFFD}x\t&#39;y&#39;"])
        XCTAssertEqual(SourceHighlighter.lines(of: "", language: .swift), [""], "an empty file has one empty line")
        XCTAssertEqual(SourceHighlighter.lines(of: "a\n\n", language: nil), ["a", ""])
    }

    func testObjectiveCIsClassifiedFromTheScannersTokens() {
        let source = """
            #import <UIKit/UIKit.h>
            /** The view. */
            @interface ZIKHomeView : UIView // a view
            @property (nonatomic, weak) id<ZIKHomeEventHandler> eventHandler;
            - (void)show:(NSInteger)count { if (self) { NSLog(@"<%d>", 42); } }
            @end
            """
        XCTAssertEqual(SourceHighlighter.lines(of: source, language: .objectiveC), [
            #"<span class="directive">#import &lt;UIKit/UIKit.h&gt;</span>"#,
            #"<span class="comment doc">/** The view. */</span>"#,
            #"<span class="keyword">@interface</span> <span class="type">ZIKHomeView</span> : <span class="type">UIView</span> <span class="comment">// a view</span>"#,
            #"<span class="keyword">@property</span> (nonatomic, weak) <span class="keyword">id</span>&lt;<span class="type">ZIKHomeEventHandler</span>&gt; eventHandler;"#,
            #"- (<span class="keyword">void</span>)show:(<span class="type">NSInteger</span>)count { <span class="keyword">if</span> (<span class="keyword">self</span>) { "#
                + #"<span class="type">NSLog</span>(<span class="string">@&quot;&lt;%d&gt;&quot;</span>, <span class="number">42</span>); } }"#,
            #"<span class="keyword">@end</span>"#,
        ])
    }

    func testGuideSwiftBlocksAreHighlightedAndOthersLeftAlone() {
        let html = "<p>x</p>\n<pre><code class=\"language-swift\">let a = &quot;&lt;b&gt;&quot;\n</code></pre>\n<pre><code class=\"language-objc\">@end\n</code></pre>\n<pre><code class=\"language-sh\">ls\n</code></pre>\n"
        XCTAssertEqual(SourceHighlighter.highlightCodeBlocks(in: html), """
            <p>x</p>
            <pre class="source-code language-swift"><code><span class="keyword">let</span> a = <span class="string">&quot;&lt;b&gt;&quot;</span>
            </code></pre>
            <pre class="source-code language-objc"><code><span class="keyword">@end</span>
            </code></pre>
            <pre><code class="language-sh">ls
            </code></pre>

            """)
    }

    func testLanguageByExtension() {
        XCTAssertEqual(SourceHighlighter.language(ofPath: "A/B.swift"), .swift)
        XCTAssertEqual(SourceHighlighter.language(ofPath: "A/B.H"), .objectiveC)
        XCTAssertNil(SourceHighlighter.language(ofPath: "README.md"))
    }
}
