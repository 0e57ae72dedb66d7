import Architecture
@testable import Diagrams
import Rules
import SourceScanner
import XCTest

/// Maps within the node limit (`limits.diagram-nodes`), neighbourhood maps, and red edges that
/// link to their findings.
final class MapLimitTests: XCTestCase {
    /// `Big`: `B0`…`B(n-1)`, each opening the next; `B0` opens every other module, so it is the most
    /// connected. Group `Other`: `O0`…`O(m-1)`, each opened by `B1`; `B2` opens `Ghost`, not scanned.
    static func app(big n: Int, other m: Int) -> AppModel {
        var modules: [Module] = []
        for i in 0..<n {
            var targets = i + 1 < n ? ["B\(i + 1)"] : []
            if i == 0 { targets += (2..<n).map { "B\($0)" } }
            if i == 1 { targets += (0..<m).map { "O\($0)" } }
            if i == 2 { targets.append("Ghost") }
            modules.append(Module(name: "B\(i)", style: .infinum, group: "Big", folder: "Big/B\(i)",
                                  navigations: targets.map { Navigation(target: $0, location: SourceLocation(file: "B\(i).swift", line: 1, column: 1)) }))
        }
        for j in 0..<m { modules.append(Module(name: "O\(j)", style: .infinum, group: "Other", folder: "Other/O\(j)")) }
        return AppModel(modules: modules.sorted { $0.name < $1.name }, files: [])
    }

    static let links = DiagramLinks(groups: ["Big": "Big.html", "Other": "Other.html"])

    func testAMapWithinTheLimitIsTheWholeMap() {
        let model = Self.app(big: 5, other: 3)
        let map = GroupDiagram.limited(group: "Big", model: model, violations: [], links: Self.links, limit: 40)
        XCTAssertNil(map.collapse)
        XCTAssertEqual(map.dot, GroupDiagram.dot(group: "Big", model: model, violations: [], links: Self.links))
    }

    func testOtherGroupsBecomeOneNodeEachLinkedToTheirMap() {
        // 10 members + 12 of Other + Ghost = 23 nodes; limit 15: Other is one node, the members fit.
        let map = GroupDiagram.limited(group: "Big", model: Self.app(big: 10, other: 12), violations: [], links: Self.links, limit: 15)
        let dot = map.dot
        XCTAssertTrue(dot.contains(#""(group) Other" [id="group-Other", label="Other\n12 modules""#), dot)
        XCTAssertTrue(dot.contains(#"URL="Other.html#map""#), dot)
        XCTAssertTrue(dot.contains(#"B1 -> "(group) Other" [id="navigation-B1-(group) Other", label=12"#), dot)
        XCTAssertTrue(dot.contains(#""(not scanned)" [id="group-not-scanned", label="Not scanned\n1 module""#), dot)
        XCTAssertFalse(dot.contains("O3 ["), "no module of Other is drawn")
        for i in 0..<10 { XCTAssertTrue(dot.contains("  B\(i) [id=\"module-B\(i)\""), "B\(i) is drawn") }
        XCTAssertEqual(map.collapse?.nodesBefore, 23)
        XCTAssertEqual(map.collapse?.nodesAfter, 12)
        XCTAssertEqual(map.collapse?.map, "group Big")
        XCTAssertTrue(map.collapse?.note.contains("one node per group") == true, map.collapse?.note ?? "")
    }

    func testTheLeastConnectedMembersBecomeOneNodeThatListsThem() {
        // 30 members, limit 12: Other and Ghost take 2 places, the "more" node 1: 9 members stay.
        let map = GroupDiagram.limited(group: "Big", model: Self.app(big: 30, other: 4), violations: [], links: Self.links, limit: 12)
        let dot = map.dot
        let drawn = (0..<30).filter { dot.contains("  B\($0) [id=\"module-B\($0)\"") }
        XCTAssertEqual(drawn.count, 9, dot)
        XCTAssertTrue(drawn.contains(0) && drawn.contains(1) && drawn.contains(2), "the most connected stay: \(drawn)")
        XCTAssertTrue(dot.contains(#""(more modules)" [id="collapsed-modules", label="21 more modules\nof Big""#), dot)
        XCTAssertTrue(dot.contains(#"URL="Big.html#modules""#), dot)
        // Ties (degree 3) go to the name that sorts first: B10…B15 stay, B16… are collapsed.
        XCTAssertTrue(dot.contains("with the fewest navigations: B16, B17, B18, B19, B20, B21, B22, B23, B24, B25, B26, B27, B28, B29, B3,"),
                      "the tooltip lists them, for find-in-map")
        XCTAssertEqual(map.collapse?.nodesAfter, 12)
        XCTAssertTrue(map.collapse?.note.contains("the 21 of its 30 modules with the fewest navigations are one node") == true, map.collapse?.note ?? "")
    }

    func testTooManyOtherGroupsBecomeOneNode() {
        var model = Self.app(big: 3, other: 0)
        for k in 0..<20 {
            model.modules.append(Module(name: "X\(k)", style: .infinum, group: "G\(k)", folder: "G\(k)/X\(k)"))
            model.modules[0].navigations.append(Navigation(target: "X\(k)", location: SourceLocation(file: "B0.swift", line: 2, column: 1)))
        }
        let map = GroupDiagram.limited(group: "Big", model: model, violations: [], links: .none, limit: 10)
        XCTAssertTrue(map.dot.contains(#""(other groups)" [id="other-groups", label="20 modules\nof 20 other groups""#), map.dot)
        XCTAssertLessThanOrEqual(map.collapse?.nodesAfter ?? 99, 10)
    }

    func testCollapsingIsDeterministic() {
        let model = Self.app(big: 60, other: 30)
        let first = GroupDiagram.limited(group: "Big", model: model, violations: [], links: Self.links, limit: 20)
        let second = GroupDiagram.limited(group: "Big", model: AppModel(modules: model.modules.reversed(), files: []),
                                          violations: [], links: Self.links, limit: 20)
        XCTAssertEqual(first, second)
    }

    func testAnAppWithMoreGroupsThanTheLimitMergesTheSmallest() throws {
        let modules = (0..<30).flatMap { g in (0...(g % 3)).map { Module(name: "M\(g)_\($0)", style: .infinum, group: "G\(g)", folder: "G\(g)/M\($0)") } }
        let model = AppModel(modules: modules, files: [])
        let merged = try XCTUnwrap(AppMap.mergingSmallGroups(model, limit: 12))
        XCTAssertEqual(merged.model.groups.count, 11, "10 largest + the merged one")
        XCTAssertEqual(merged.merged.count, 20)
        XCTAssertTrue(merged.model.groups.contains { $0.name == AppMap.moreGroupsName(20) })
        XCTAssertNil(AppMap.mergingSmallGroups(model, limit: 40))
    }

    func testTheWarningNamesEveryCollapsedMap() {
        let collapses = [MapCollapse(map: "group Catalog", nodesBefore: 400, nodesAfter: 40, note: ""),
                         MapCollapse(map: "the app map", nodesBefore: 60, nodesAfter: 40, note: "")]
        let warning = MapCollapse.warning(collapses, limit: 40) ?? ""
        XCTAssertTrue(warning.hasPrefix("2 maps had more nodes than limits.diagram-nodes (40) and were collapsed: group Catalog (400 → 40 nodes), the app map (60 → 40 nodes)"), warning)
        XCTAssertNil(MapCollapse.warning([], limit: 40))
    }

    // MARK: - Neighbourhoods

    func testANeighbourhoodShowsWhoOpensTheModuleAndWhatItOpens() throws {
        let model = Self.app(big: 4, other: 2)
        let maps = NeighbourhoodDiagram.all(model: model, violations: [], links: DiagramLinks(modules: ["B0": "B0.html", "O1": "O1.html"]), limit: 40)
        let dot = try XCTUnwrap(maps["B1"]?.dot)
        XCTAssertTrue(dot.contains(#"graph [id="diagram-neighbourhood-B1""#), dot)
        XCTAssertTrue(dot.contains(#"style="rounded,filled,bold", penwidth=2.5]"#), "the module itself is bold")
        XCTAssertTrue(dot.contains(#"B0 -> B1 [id="navigation-B0-B1""#), dot)
        XCTAssertTrue(dot.contains(#"B1 -> O1 [id="navigation-B1-O1""#), dot)
        XCTAssertTrue(dot.contains(#"URL="O1.html""#), dot)
        XCTAssertFalse(dot.contains("B3 ["), "two hops away")
        XCTAssertNil(maps["B1"]?.collapse)
        XCTAssertNil(maps["Nobody"])
    }

    func testALargeNeighbourhoodBecomesOneNodePerGroup() throws {
        let maps = NeighbourhoodDiagram.all(model: Self.app(big: 4, other: 30), violations: [],
                                            links: DiagramLinks(groups: ["Other": "../groups/Other.html"]), limit: 10)
        let map = try XCTUnwrap(maps["B1"])
        XCTAssertTrue(map.dot.contains(#""(group) Other" [id="collapsed-(group) Other", URL="../groups/Other.html", label="Other\n30 modules""#), map.dot)
        XCTAssertTrue(map.dot.contains(#"B1 -> "(group) Other" [id="navigation-B1-(group) Other", label=30"#), map.dot)
        XCTAssertEqual(map.collapse?.map, "the neighbourhood of B1")
    }

    // MARK: - Findings

    func testARedEdgeLinksToItsFindingAndNamesItInItsClass() {
        let finding = Fixtures.violations[0]
        let links = DiagramLinks(findings: [finding: "Home.html#violation-1"])
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: Fixtures.violations, links: links)
        let edge = dot.split(separator: "\n").first { $0.contains("reference-HomeInteractor-output") } ?? ""
        XCTAssertTrue(edge.contains(#"URL="Home.html#violation-1", class="finding violation-1""#), String(edge))
        let plain = dot.split(separator: "\n").first { $0.contains("reference-HomePresenter-interactor") } ?? ""
        XCTAssertFalse(plain.contains("URL="), String(plain))
    }
}
