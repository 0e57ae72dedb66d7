import Architecture
@testable import Diagrams
import Rules
import XCTest

final class DOTEncoderTests: XCTestCase {
    // MARK: - Golden files

    func testModuleDiagramMatchesGoldenFile() throws {
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: Fixtures.violations, links: Fixtures.links)
        try assertGolden(dot, named: "HomeModule.dot")
    }

    func testModuleDiagramWithoutLinksOrViolationsMatchesGoldenFile() throws {
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: [], links: .none)
        try assertGolden(dot, named: "HomeModulePlain.dot")
    }

    func testAppDiagramMatchesGoldenFile() throws {
        let dot = AppDiagram.dot(for: Fixtures.app, violations: Fixtures.appViolations, links: Fixtures.links)
        try assertGolden(dot, named: "App.dot")
    }

    // MARK: - Module diagram

    /// A hosting controller, the SwiftUI view it hosts and the view model it observes are three views:
    /// each edge leaves the one that declares the property and ends at the one its type names, never
    /// at the first view of the module (which drew a loop the code does not have).
    func testEdgesOfAModuleWithSeveralViewsJoinTheComponentsTheCodeNames() {
        let folder = "Details"
        let module = Module(
            name: "Details", style: .custom, group: "", folder: folder,
            components: [
                Component(role: .view, type: "DetailsView", location: Fixtures.at("\(folder)/DetailsView.swift", 1, 1)),
                Component(role: .view, type: "DetailsViewController", location: Fixtures.at("\(folder)/DetailsViewController.swift", 1, 1)),
                Component(role: .view, type: "DetailsViewModel", location: Fixtures.at("\(folder)/DetailsViewModel.swift", 1, 1)),
                Component(role: .presenter, type: "DetailsPresenter", location: Fixtures.at("\(folder)/DetailsPresenter.swift", 1, 1)),
            ],
            references: [
                Reference(from: .view, to: .presenter, property: "output", ownership: .weak, through: .protocol,
                          type: "DetailsViewOutput", location: Fixtures.at("\(folder)/DetailsViewController.swift", 3)),
                Reference(from: .view, to: .view, property: "viewModel", ownership: .strong, through: .concrete,
                          type: "DetailsViewModel", location: Fixtures.at("\(folder)/DetailsView.swift", 3)),
            ])
        let dot = ModuleDiagram.dot(for: module, violations: [], links: .none)
        XCTAssertTrue(dot.contains("DetailsViewController -> DetailsPresenter"), dot)
        XCTAssertTrue(dot.contains("DetailsView -> DetailsViewModel"), dot)
        XCTAssertFalse(dot.contains("DetailsView -> DetailsView "), dot)
    }

    func testEdgeStylesFollowOwnership() {
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: [], links: .none)
        XCTAssertTrue(dot.contains(#"HomeViewController -> HomePresenter [id="reference-HomeViewController-presenter", label=presenter, style=solid"#))
        XCTAssertTrue(dot.contains(#"HomePresenter -> HomeViewController [id="reference-HomePresenter-view", label=view, style=dotted"#))
        XCTAssertTrue(dot.contains(#"HomeWireframe -> HomeViewController [id="reference-HomeWireframe-viewController", label=viewController, style=dashed"#))
        XCTAssertTrue(dot.contains(##"label="temporaryStoredViewController (temporary)", style=solid, color="#9e9e9e""##))
        XCTAssertFalse(dot.contains("detailsWireframe"), "references into other modules belong to the app diagram")
    }

    func testNodeCarriesLabelTooltipIDAndLink() {
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: [], links: Fixtures.links)
        XCTAssertTrue(dot.contains(#"HomePresenter [id="component-HomePresenter", label="HomePresenter\nPresenter""#))
        XCTAssertTrue(dot.contains(#"tooltip="HomePresenter — presenter — Modules/Catalog/Home/HomePresenter.swift:3", URL="components/HomePresenter.html"]"#))
        XCTAssertFalse(dot.contains(#"URL="components/HomeInteractor"#), "no entry in the links, no link")
    }

    func testACentralAssemblysMethodIsLabelledWithItsName() {
        var module = Fixtures.home
        module.components.append(Component(role: .builder, type: "AppModules", member: "home", location: Fixtures.at("Modules/AppModules.swift", 3)))
        let dot = ModuleDiagram.dot(for: module, violations: [], links: .none)
        XCTAssertTrue(dot.contains(#"label="AppModules.home\nBuilder""#), dot)
    }

    func testOnlyTheBrokenEdgeIsRed() {
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: Fixtures.violations, links: .none)
        let red = dot.split(separator: "\n").filter { $0.contains("#d32f2f") }
        XCTAssertEqual(red.count, 1)
        XCTAssertTrue(red[0].hasPrefix("  HomeInteractor -> HomePresenter"))
        XCTAssertTrue(red[0].contains(#"penwidth=2, tooltip="HomeInteractor holds its output HomePresenter strongly; declare `weak var output`."]"#))
    }

    func testViolationInAnotherFileDoesNotColourTheEdge() {
        var violation = Fixtures.violations[0]
        violation.location = Fixtures.at("Modules/Catalog/Home/Other.swift", 99)
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: [violation], links: .none)
        XCTAssertFalse(dot.contains("#d32f2f"))
    }

    func testOutputIsDeterministic() {
        var shuffled = Fixtures.home
        shuffled.components.reverse()
        shuffled.references.reverse()
        let a = ModuleDiagram.dot(for: Fixtures.home, violations: Fixtures.violations, links: Fixtures.links)
        let b = ModuleDiagram.dot(for: shuffled, violations: Fixtures.violations.reversed(), links: Fixtures.links)
        XCTAssertEqual(a, b)
        var app = Fixtures.app
        app.modules.reverse()
        XCTAssertEqual(AppDiagram.dot(for: app, violations: [], links: .none), AppDiagram.dot(for: Fixtures.app, violations: [], links: .none))
    }

    func testMissingComponentDropsItsEdges() {
        var module = Fixtures.home
        module.components.removeAll { $0.role == .interactor }
        let dot = ModuleDiagram.dot(for: module, violations: [], links: .none)
        XCTAssertFalse(dot.contains("HomeInteractor"))
        XCTAssertTrue(dot.contains("HomePresenter -> HomeViewController"))
    }

    // MARK: - App diagram

    func testAppDiagramClustersErrorsAndNavigation() {
        let dot = AppDiagram.dot(for: Fixtures.app, violations: Fixtures.appViolations, links: Fixtures.links)
        XCTAssertTrue(dot.contains("subgraph cluster_Catalog {"))
        XCTAssertTrue(dot.contains("subgraph cluster_Account {"))
        XCTAssertTrue(dot.contains(##"Details [id="module-Details", label=Details, fillcolor="#ffebee", color="#d32f2f""##))
        XCTAssertFalse(dot.contains(##"Settings [id="module-Settings", label=Settings, fillcolor="#ffebee""##), "a warning is no error")
        XCTAssertTrue(dot.contains(#"URL="modules/Home.html""#))
        XCTAssertTrue(dot.contains("Home -> Details"))
        XCTAssertEqual(dot.components(separatedBy: "Settings -> Home ").count, 2, "one edge per pair of modules")
        XCTAssertTrue(dot.contains(#"Login [id="module-Login", style="rounded,dashed""#))
    }

    // MARK: - DOT syntax

    func testQuotingEscapesEverythingThatCouldEndTheString() {
        XCTAssertEqual(DOT.quoted(#"a "b" \c"#), #""a \"b\" \\c""#)
        XCTAssertEqual(DOT.quoted("one\ntwo\r\nthree\rfour"), #""one\ntwo\nthree\nfour""#)
        XCTAssertEqual(DOT.quoted("tab\there"), "\"tab here\"")
        XCTAssertEqual(DOT.quoted("Ünïcode — ok"), "\"Ünïcode — ok\"")
    }

    func testIDsAreBareOnlyWhenDOTReadsThemBackUnchanged() {
        XCTAssertEqual(DOT.id("HomePresenter"), "HomePresenter")
        XCTAssertEqual(DOT.id("_x1"), "_x1")
        XCTAssertEqual(DOT.id("2"), "2")
        XCTAssertEqual(DOT.id("-0.5"), "-0.5")
        XCTAssertEqual(DOT.id("."), "\".\"")
        XCTAssertEqual(DOT.id("1a"), "\"1a\"")
        XCTAssertEqual(DOT.id("Node"), "\"Node\"", "keywords are case-insensitive")
        XCTAssertEqual(DOT.id("#fff"), "\"#fff\"")
        XCTAssertEqual(DOT.id(""), "\"\"")
        XCTAssertEqual(DOT.id("Straße"), "\"Straße\"")
        XCTAssertEqual(DOT.id("SUBGRAPH"), "\"SUBGRAPH\"")
        XCTAssertEqual(DOT.id("strict"), "\"strict\"")
        XCTAssertEqual(DOT.id("nodes"), "nodes", "only the keywords themselves are reserved")
        XCTAssertEqual(DOT.id("5."), "5.")
        XCTAssertEqual(DOT.id("-.5"), "-.5")
        XCTAssertEqual(DOT.id("-"), "\"-\"")
        XCTAssertEqual(DOT.id("1.2.3"), "\"1.2.3\"")
        XCTAssertEqual(DOT.id("--1"), "\"--1\"")
        XCTAssertEqual(DOT.id("１２"), "\"１２\"", "only ASCII digits make a numeral")
    }

    func testHostileNamesStayInsideTheirStrings() throws {
        let module = Module(name: #"Evil"; x -> y; "#, style: .custom, group: "G", folder: "F", components: [
            Component(role: .view, type: "A\"]; b [label=\"pwned", location: Fixtures.at("a\\b\n.swift", 1)),
        ])
        let dot = ModuleDiagram.dot(for: module, violations: [], links: DiagramLinks(components: ["A\"]; b [label=\"pwned": "x\".html"]))
        XCTAssertEqual(dot.split(separator: "\n").count, 6, "header, three defaults, blank line… one node, closing brace:\n\(dot)")
    }
}
