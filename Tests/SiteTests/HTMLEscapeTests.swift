import Foundation
import Mustache
@testable import Site
import XCTest

/// `HTML.escape`'s byte check for plain ASCII gives what its walk over scalars gives.
final class HTMLEscapeTests: XCTestCase {
    func testThePlainASCIIShortcutEqualsTheWalk() {
        let texts = ["", "let x = 1", "    func a() -> Int { 0 }\t// tab", "a < b && c > d", "\"quoted\" 'single'", "line\nbreak",
                     "cr\r", "nul\u{0}", "del\u{7F}", "c1\u{85}", "Ünïcode", "emoji 👩‍👩‍👧", "~!@#$%^*()_+{}|:?"]
            + [0xFDD0, 0xFFFE, 0x1FFFF].map { "x" + String(Character(Unicode.Scalar($0)!)) }
        for text in texts {
            XCTAssertEqual(HTML.escape(text), HTML.escapeByScalars(text), text.debugDescription)
        }
        XCTAssertEqual(HTML.escape("a < b & \"c\"\u{1}"), "a &lt; b &amp; &quot;c&quot;\u{FFFD}")
        XCTAssertEqual(HTML.escape("plain text"), "plain text")
    }
}

/// A theme's `{{name}}` escapes through `HTML.escape`, in a template, its sections and its partials,
/// and the line that sets this changes nothing else.
final class SiteEscapingTests: XCTestCase {
    private func render(_ templates: [String: String], _ values: [String: Any]) throws -> String? {
        var library = MustacheLibrary()
        for (name, text) in templates {
            library.register(try MustacheTemplate(string: SiteEscaping.pragma + text), named: name)
        }
        return library.render(values, withTemplate: "page")
    }

    func testTwoBracesEscapeAsTheSiteDoes() throws {
        let text = "a < b && \"c\" 'd' > e\u{1}"
        let page = try render(["page": "<p title=\"{{t}}\">{{t}}</p>\n{{#list}}[{{.}}]{{/list}}\n{{> part}}|{{{t}}}",
                               "part": "<i>{{t}}</i>"],
                              ["t": text, "list": ["<x>", "y&z"]])
        let escaped = HTML.escape(text)
        XCTAssertEqual(page, "<p title=\"\(escaped)\">\(escaped)</p>\n[&lt;x&gt;][y&amp;z]\n<i>\(escaped)</i>|\(text)")
    }

    func testTheLineBeforeTheTemplateLeavesItsTextAsItWas() throws {
        // A first line that is a standalone tag is dropped as before; a template may set its own content type.
        XCTAssertEqual(try render(["page": "{{! comment }}\n<p>{{t}}</p>\n"], ["t": "x"]), "<p>x</p>\n")
        XCTAssertEqual(try render(["page": "{{% CONTENT_TYPE: TEXT }}\n{{t}}"], ["t": "<b>"]), "<b>")
    }
}
