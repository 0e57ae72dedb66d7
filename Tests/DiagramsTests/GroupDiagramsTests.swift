import Architecture
@testable import Diagrams
import Rules
import XCTest

/// The map of groups (a large app's app map) and the map of one group.
final class GroupDiagramsTests: XCTestCase {
    static let groupLinks = DiagramLinks(
        modules: ["Home": "../modules/Home.html", "Details": "../modules/Details.html", "Settings": "../modules/Settings.html",
                  "Root": "../modules/Root.html"],
        groups: ["Catalog": "Catalog.html", "Account": "Account.html", "": "_.html"])

    // MARK: - Golden files

    func testGroupMapMatchesGoldenFile() throws {
        let dot = GroupMapDiagram.dot(for: Fixtures.app, violations: Fixtures.appViolations,
                                      links: DiagramLinks(groups: ["Catalog": "groups/Catalog.html", "Account": "groups/Account.html", "": "groups/_.html"]))
        try assertGolden(dot, named: "Groups.dot")
    }

    func testGroupDiagramMatchesGoldenFile() throws {
        let dot = GroupDiagram.dot(group: "Catalog", model: Fixtures.app, violations: Fixtures.appViolations, links: Self.groupLinks)
        try assertGolden(dot, named: "GroupCatalog.dot")
    }

    // MARK: - The map of groups

    func testGroupsAreNodesWithCountsAndErrorsAndEdgesAreWeighted() {
        let dot = GroupMapDiagram.dot(for: Fixtures.app, violations: Fixtures.appViolations, links: .none)
        XCTAssertTrue(dot.contains(#"layout=circo"#))
        XCTAssertTrue(dot.contains(##"Catalog [id="group-Catalog", label="Catalog\n2 modules · 1 error", fillcolor="#ffebee""##), dot)
        XCTAssertTrue(dot.contains(#"Account [id="group-Account", label="Account\n1 module", tooltip="Account — 1 module — 0 components — 1 warning — modules: Settings"]"#), dot)
        XCTAssertTrue(dot.contains(#""(ungrouped)" [id="group-(ungrouped)", label="Ungrouped\n1 module""#), dot)
        // Home → Settings and Settings → Home: one line with arrows at both ends.
        XCTAssertTrue(dot.contains(#"Account -> Catalog [id="navigation-Account-Catalog", label=2, penwidth=1.8, dir=both, arrowtail=normal, tooltip="Account opens Catalog: 1 navigation; Catalog opens Account: 1 navigation"]"#), dot)
        XCTAssertFalse(dot.contains("Catalog -> Account"))
        XCTAssertTrue(dot.contains(#"Account -> "(not scanned)" [id="navigation-Account-(not scanned)", label=1"#), "Login was not scanned")
        XCTAssertFalse(dot.contains("Home -> Details"), "navigation inside a group is no edge…")
        XCTAssertTrue(dot.contains("Catalog — 2 modules — 6 components — 1 error — 1 navigation inside"), "…but counted in the tooltip")
    }

    func testEdgesGrowWithTheirCount() {
        XCTAssertEqual(GroupMapDiagram.width(1), "1.2")
        XCTAssertEqual(GroupMapDiagram.width(5), "2.4")
        XCTAssertEqual(GroupMapDiagram.width(1000), "6.0")
    }

    func testThresholdNeedsManyModulesInSeveralGroups() {
        func model(_ count: Int, groups: Int) -> AppModel {
            AppModel(modules: (0..<count).map { Module(name: "M\($0)", style: .infinum, group: "G\($0 % groups)", folder: "F\($0)") }, files: [])
        }
        XCTAssertFalse(AppMap.showsGroups(model(AppMap.groupThreshold, groups: 5)))
        XCTAssertTrue(AppMap.showsGroups(model(AppMap.groupThreshold + 1, groups: 5)))
        XCTAssertFalse(AppMap.showsGroups(model(500, groups: 1)), "one group: a map of one node says nothing")
        XCTAssertEqual(AppMap.title(ofGroup: ""), "Ungrouped")
    }

    // MARK: - The map of one group

    func testAGroupsMapShowsItsModulesAndTheOtherGroupsModulesSmall() {
        let dot = GroupDiagram.dot(group: "Catalog", model: Fixtures.app, violations: Fixtures.appViolations, links: Self.groupLinks)
        XCTAssertTrue(dot.contains("layout=neato, mode=KK"))
        XCTAssertTrue(dot.contains(##"Details [id="module-Details", label=Details, fillcolor="#ffebee""##), "its modules, as on the app map")
        XCTAssertTrue(dot.contains(#"URL="../modules/Home.html""#))
        XCTAssertTrue(dot.contains(##"Settings [id="module-Settings", label="Settings\nAccount", fillcolor="#fafafa""##), "another group's module, small")
        XCTAssertTrue(dot.contains(#"Root [id="module-Root", label="Root\nUngrouped""#))
        XCTAssertFalse(dot.contains("Login"), "Settings opens Login, but neither end is in Catalog")
        XCTAssertTrue(dot.contains(#"Home -> Details [id="navigation-Home-Details", tooltip="Home opens Details"]"#), "inside: plain")
        XCTAssertTrue(dot.contains(##"Home -> Settings [id="navigation-Home-Settings", tooltip="Home opens Settings", color="#90a4ae", style=dashed]"##))
        XCTAssertTrue(dot.contains(#"Settings -> Home"#))
        XCTAssertTrue(dot.contains(#"Root -> Home"#))
    }

    func testGroupDiagramsAreDeterministic() {
        var shuffled = Fixtures.app
        shuffled.modules.reverse()
        for group in ["Catalog", "Account", ""] {
            XCTAssertEqual(GroupDiagram.dot(group: group, model: shuffled, violations: Fixtures.appViolations.reversed(), links: Self.groupLinks),
                           GroupDiagram.dot(group: group, model: Fixtures.app, violations: Fixtures.appViolations, links: Self.groupLinks))
        }
        XCTAssertEqual(GroupMapDiagram.dot(for: shuffled, violations: [], links: .none), GroupMapDiagram.dot(for: Fixtures.app, violations: [], links: .none))
    }

    // MARK: - Rendering

    func testBothMapsRenderTheSameEveryTime() async throws {
        let map = GroupMapDiagram.dot(for: Fixtures.app, violations: Fixtures.appViolations, links: .none)
        let group = GroupDiagram.dot(group: "Catalog", model: Fixtures.app, violations: Fixtures.appViolations, links: Self.groupLinks)
        let first = try await GraphvizRenderer.shared.svg(dot: map, name: "groups")
        XCTAssertTrue(first.contains(#"<g id="group&#45;Catalog" class="node">"#))
        let again = try await GraphvizRenderer.shared.svg(dot: map, name: "groups")
        XCTAssertEqual(first, again)
        let groupSVG = try await GraphvizRenderer.shared.svg(dot: group, name: "group Catalog")
        XCTAssertTrue(groupSVG.contains(#"<a xlink:href="../modules/Home.html""#))
        let groupAgain = try await GraphvizRenderer.shared.svg(dot: group, name: "group Catalog")
        XCTAssertEqual(groupSVG, groupAgain)
    }

    func testTheLayoutAttributeChoosesTheEngineAndAnUnknownOneIsAnError() async throws {
        let svg = try await GraphvizRenderer.shared.svg(dot: "digraph G { graph [layout=circo]; a -> b }", name: "circle")
        XCTAssertTrue(svg.contains("<title>a&#45;&gt;b</title>"), "names survive circo")
        do {
            _ = try await GraphvizRenderer.shared.svg(dot: "digraph { graph [layout=\"no-such-engine\"]; a -> b }", name: "group X")
            XCTFail("an unknown engine must throw")
        } catch let error as DiagramError {
            XCTAssertTrue(error.localizedDescription.hasPrefix("Graphviz could not lay out the diagram of group X: Layout type: \"no-such-engine\" not recognized"),
                          error.localizedDescription)
        }
    }

    func testNamesSurviveTheGroupMapsLayout() async throws {
        let dot = GroupDiagram.dot(group: "Catalog", model: Fixtures.app, violations: [], links: Self.groupLinks)
        let svg = try await GraphvizRenderer.shared.svg(dot: dot, name: "group Catalog")
        XCTAssertTrue(svg.contains("<title>Home</title>"), "not `%15`: neato's default mode lost the names")
        XCTAssertTrue(svg.contains("<title>Home&#45;&gt;Details</title>"))
    }
}
