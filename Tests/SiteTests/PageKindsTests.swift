import DefaultTheme
import Foundation
import Mustache
@testable import Site
import XCTest

/// The page kinds' registry and the typed contexts their templates read.
final class PageKindsTests: XCTestCase {
    func testEveryKindOfPageHasItsTemplateAndAPageInTheSite() throws {
        let theme = try Theme(directory: try XCTUnwrap(DefaultTheme.directory))
        let names = PageKinds.all.map { $0.name }
        XCTAssertEqual(Set(names).count, names.count, "each kind has a template of its own")
        for name in PageKinds.templates {
            XCTAssertNotNil(theme.library.getTemplate(named: name), "\(name).mustache")
        }
        let content = Fixture.content
        let files = try SiteWriter(themeDirectory: theme.directory).render(content, theme: theme)
        let map = SiteWriter.pageMap(content)
        XCTAssertEqual(Set(files.keys.filter { $0.hasSuffix(".html") }), Set(map.allPages),
                       "the kinds write every page of the map, and no other")
    }

    private struct Row: TemplateContext {
        let name: String
        let href: String?
        let counts: Inline<Counts>
    }

    private struct Counts: TemplateContext {
        let errors: Int
        let hasErrors: Bool
    }

    private struct Page: TemplateContext {
        let href: String?
        let rows: [Row]
    }

    func testANilValueReadsAsNullNotAsTheEnclosingValueAndInlineFieldsReadAsTheirHolders() throws {
        let template = try MustacheTemplate(string: "{{#rows}}[{{name}} {{#href}}<{{.}}>{{/href}}{{^href}}-{{/href}} {{errors}}{{#hasErrors}}!{{/hasErrors}}]{{/rows}}")
        let page = Page(href: "outer.html", rows: [
            Row(name: "A", href: nil, counts: Inline(Counts(errors: 2, hasErrors: true))),
            Row(name: "B", href: "b.html", counts: Inline(Counts(errors: 0, hasErrors: false))),
        ])
        let expected = "[A - 2!][B <b.html> 0]"
        XCTAssertEqual(template.render(page), expected, "read through the protocol")
        XCTAssertEqual(template.render(TemplateNode(page)), expected, "read from the fields the theme renders")
    }
}
