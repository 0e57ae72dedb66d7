import Foundation
import Mustache
@testable import Site
import XCTest

/// A pass's `html` is what a template makes of its `decisions`: the default theme's markup, written
/// in Swift because Mustache took a third of a module page on it.
final class DecisionsHTMLTests: XCTestCase {
    /// The default theme's list before `html`, as a theme that wants other markup would write it.
    private let template = """
        <ul class="decisions">
        {{#decisions}}
        <li class="{{#rejected}}decision-rejected{{/rejected}}{{^rejected}}decision-kept{{/rejected}}"><span class="decision-mark" \
        title="{{markLabel}}" aria-label="{{markLabel}}">{{mark}}</span> {{#showSubject}}<code>{{subject}}</code>: {{/showSubject}}\
        <strong>{{verdict}}</strong> — {{reason}}{{#hasEvidence}} <span class="decision-evidence">({{#evidence}}{{^isFirst}}, {{/isFirst}}\
        <code class="location" title="{{location}}">{{#locationHref}}<a href="{{.}}">{{locationShort}}</a>{{/locationHref}}\
        {{^locationHref}}{{locationShort}}{{/locationHref}}</code>{{/evidence}})</span>{{/hasEvidence}}</li>
        {{/decisions}}
        </ul>
        """

    private struct Pass: TemplateContext {
        let decisions: [PageBuilder.DecisionRow]
    }

    private func row(_ subject: String, rejected: Bool, evidence: [(String, String?)]) -> PageBuilder.DecisionRow {
        PageBuilder.DecisionRow(
            subject: subject, showSubject: subject != "module Home", verdict: "a <presenter>", reason: "it holds \"view\" & 'router'",
            rejected: rejected, mark: rejected ? "✗" : "✓", markLabel: rejected ? "rejected" : "kept",
            evidence: evidence.enumerated().map { offset, item in
                PageBuilder.Evidence(location: "Modules/Home/\(item.0)", locationShort: item.0, locationHref: item.1, isFirst: offset == 0)
            },
            hasEvidence: !evidence.isEmpty)
    }

    func testTheMarkupIsWhatTheTemplateMakesOfTheDecisions() throws {
        let rows = [
            row("module Home", rejected: false, evidence: []),
            row("HomePresenter", rejected: true, evidence: [("HomePresenter.swift:3", "../source/Modules/Home/HomePresenter.swift.html#L3")]),
            row("Home<T>.view", rejected: false, evidence: [("A.swift:1", nil), ("B&C.swift:2", "../b.html?x=1&y=2"), ("D.swift:9", nil)]),
        ]
        let parsed = try MustacheTemplate(string: SiteEscaping.pragma + template)
        XCTAssertEqual(PageBuilder.html(of: rows), parsed.render(TemplateNode(Pass(decisions: rows))))
        XCTAssertEqual(PageBuilder.html(of: []), "<ul class=\"decisions\">\n</ul>")
        // A template reads a pass's html, made from its decisions when the template looks into it.
        let pass = PageBuilder.DecisionPass(title: "[4/9] Assign modules", decisions: rows)
        XCTAssertEqual(TemplateNode(pass).child(named: "html") as? String, PageBuilder.html(of: rows))
    }
}
