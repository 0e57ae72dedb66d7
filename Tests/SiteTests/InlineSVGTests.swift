import Foundation
@testable import Site
import XCTest

/// `InlineSVG.namespaceIDs` scans bytes; it must do what the regular expression it replaced did.
final class InlineSVGTests: XCTestCase {
    /// The replaced implementation, kept as the reference.
    static func namespaceIDsByRegex(in svg: String, prefix: String) -> String {
        let pattern = try! Regex(##"(\sid="|\s(?:xlink:)?href="#|url\(#)([^"\)]*)"##)
        var defined = Set<String>()
        for match in svg.matches(of: pattern) where (match.output[1].substring ?? "").hasSuffix("id=\"") {
            defined.insert(String(match.output[2].substring ?? ""))
        }
        return svg.replacing(pattern) { match in
            let head = match.output[1].substring ?? ""
            let name = String(match.output[2].substring ?? "")
            guard head.hasSuffix("id=\"") || head.hasPrefix("url(") || defined.contains(name) else { return head + name }
            return head + prefix + name
        }
    }

    func testNamespacingMatchesTheRegularExpression() {
        let svg = """
            <svg width="10pt" xmlns:xlink="http://www.w3.org/1999/xlink">
            <defs><linearGradient id="g_0"/></defs>
            <g id="graph0" class="graph"><title>G</title>
            <g id="node1"\tclass="node"><a xlink:href="#node1" xlink:title="x"><path fill="url(#g_0)"/></a></g>
            <a href="#component-HomePresenter"><text>row of the page</text></a>
            <a xlink:href="#graph0"/><a xlink:href="Home.html#L3"/>
            <g data-id="not-an-id" id=""><use href="#"/></g>
            <p>id="outside a tag"</p>url(#unclosed
            </g></svg>
            """
        XCTAssertEqual(InlineSVG.namespaceIDs(in: svg, prefix: "diagram-1-"), Self.namespaceIDsByRegex(in: svg, prefix: "diagram-1-"))
        let out = InlineSVG.namespaceIDs(in: svg, prefix: "d-")
        XCTAssertTrue(out.contains("<g id=\"d-node1\"\tclass=\"node\"><a xlink:href=\"#d-node1\""))
        XCTAssertTrue(out.contains(##"fill="url(#d-g_0)""##))
        XCTAssertTrue(out.contains(##"<a href="#component-HomePresenter">"##), "a row of the page is no id of the SVG")
        XCTAssertTrue(out.contains(#"data-id="not-an-id""#))
    }
}
