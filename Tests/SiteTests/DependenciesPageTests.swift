import Architecture
import DefaultTheme
import Foundation
import Rules
@testable import Site
import SourceScanner
import TestSupport
import XCTest

/// `dependencies.html` on the small dependency app: the matrix (a row depends on a column), a red
/// cell for the edge a rule forbids, the metrics, and every edge with its evidence.
final class DependenciesPageTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("DependenciesPageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func page(rules: DependencyRules) throws -> String {
        let model = InlineApp.model(DependencyTestApp.files)
        var content = SiteContent(title: "Deps", model: model,
                                  violations: RuleRunner(rules: [], configuration: RuleConfiguration(dependencies: rules)).run(on: model),
                                  rules: rules.rules.map { RuleSummary($0.ruleDescription) })
        content.dependencyRules = rules
        let output = scratch.appendingPathComponent("site")
        try SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory)).write(content, to: output)
        return try SiteFiles.read(output, "dependencies.html")
    }

    func testTheMatrixMarksTheForbiddenEdgeAndLinksEachCellToItsEvidence() throws {
        let selectors = { (texts: [String]) in texts.compactMap(ModuleSelector.init) }
        let rules = DependencyRules(rules: [
            DependencyRule(id: "no-reaching-in", kind: .forbidden(EdgeSelector(from: selectors(["*"]), to: selectors(["*"]), toRole: .interactor))),
        ])
        let html = try page(rules: rules)
        XCTAssertTrue(html.contains("<p class=\"meta\">2 dependencies between 3 modules: 1 by navigation, 2 by reference, 1 by creation, 1 by conformance"),
                      "the summary")
        XCTAssertTrue(html.contains("1 dependency that a rule of the team&#39;s forbids (red)"))
        // Modules in name order (no layers rule): 1 Details, 2 Home, 3 Settings. Row Settings, column Details: red, one piece of evidence.
        XCTAssertTrue(html.contains(##"<td class="dsm-edge dsm-broken" title="Settings depends on Details (reference), which a rule forbids"><a href="#dep-Settings--Details""##), html)
        XCTAssertTrue(html.contains(##"<td class="dsm-edge" title="Home depends on Details (navigation, reference, creation, conformance)"><a href="#dep-Home--Details" aria-label="Home depends on Details (navigation, reference, creation, conformance)">5</a></td>"##))
        XCTAssertTrue(html.contains(#"<li id="dep-Settings--Details" class="dependency is-broken">"#))
        XCTAssertTrue(html.contains(#"<a class="rule-id" href="rules/no-reaching-in.html"><code>no-reaching-in</code></a>"#), "the rule's page")
        XCTAssertTrue(html.contains("<li><span class=\"tag\">reference</span> <code>Settings/SettingsPresenter.swift:4</code> SettingsPresenter.detailsInteractor holds DetailsInteractor</li>"))
        // Metrics: Details is depended on by two modules and depends on none.
        XCTAssertTrue(html.contains(#"<th scope="row" data-sort="Details"><a href="modules/Details.html">Details</a></th><td class="num">2</td><td class="num">0</td><td class="num" data-sort="0.00">0.00</td>"#))
        XCTAssertFalse(html.contains("dsm-cycle"), "no cycle")
    }

    func testAnAppWithoutDependenciesSaysSo() throws {
        let model = InlineApp.model(Array(DependencyTestApp.files.filter { $0.path.hasPrefix("Settings/") }))
        let output = scratch.appendingPathComponent("lonely")
        try SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory)).write(SiteContent(title: "One", model: model), to: output)
        XCTAssertTrue(try SiteFiles.read(output, "dependencies.html").contains("<p class=\"empty\">No module depends on another.</p>"))
    }
}
