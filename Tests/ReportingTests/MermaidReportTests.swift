import Architecture
@testable import Reporting
import Rules
import SourceScanner
import TestSupport
import XCTest

/// `graph --format mermaid`: the output is checked against Mermaid's flowchart grammar (the subset
/// viper-docs writes), not read by eye.
final class MermaidReportTests: XCTestCase {
    static func at(_ file: String, _ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 5) }

    static var home: Module {
        Module(
            name: "Home", style: .infinum, group: "Shows", folder: "Modules/Shows/Home",
            components: [
                Component(role: .view, type: "HomeViewController", location: at("Home/HomeViewController.swift", 3)),
                Component(role: .presenter, type: "HomePresenter", location: at("Home/HomePresenter.swift", 3)),
                Component(role: .interactor, type: "HomeInteractor", location: at("Home/HomeInteractor.swift", 3)),
            ],
            references: [
                Reference(from: .view, to: .presenter, property: "presenter", ownership: .strong, through: .protocol,
                          type: "HomePresenterInterface", location: at("Home/HomeViewController.swift", 5)),
                Reference(from: .presenter, to: .view, property: "view", ownership: .strong, through: .protocol,
                          type: "HomeViewInterface", location: at("Home/HomePresenter.swift", 5)),
                Reference(from: .presenter, to: .interactor, property: "interactor", ownership: .unowned, through: .protocol,
                          type: "HomeInteractorInterface", location: at("Home/HomePresenter.swift", 6)),
                Reference(from: .interactor, to: .presenter, property: "output", ownership: .weak, through: .protocol,
                          type: "HomeInteractorOutput", location: at("Home/HomeInteractor.swift", 5)),
            ],
            navigations: [Navigation(target: "Odd \"Name\" <#1>", location: at("Home/HomeWireframe.swift", 12))])
    }

    static var app: AppModel {
        let odd = Module(name: "Odd \"Name\" <#1>", style: .custom, group: "", folder: "Odd",
                         navigations: [Navigation(target: "Home", location: at("Odd/OddRouter.swift", 4)),
                                       Navigation(target: "Missing", location: at("Odd/OddRouter.swift", 9))])
        return AppModel(modules: [home, odd], files: [])
    }

    static let violations = [
        Violation(rule: "presenter-holds-view-weakly", severity: .error, module: "Home", location: at("Home/HomePresenter.swift", 5),
                  message: "HomePresenter holds its view strongly", properties: ["view"]),
    ]

    func testAppMapParsesWithGroupsNavigationAndErrors() throws {
        let chart = try MermaidFlowchart(parsing: MermaidReport.app(Self.app, violations: Self.violations))
        XCTAssertEqual(chart.direction, "LR")
        XCTAssertEqual(chart.subgraphs.compactMap { chart.label(of: $0) }, ["Shows"])
        let home = try XCTUnwrap(chart.labels.first { $0.value == "Home" }?.key)
        let odd = try XCTUnwrap(chart.labels.first { $0.value == "Odd \"Name\" <#1>" }?.key, "a name with quotes, < and # survives")
        XCTAssertEqual(chart.classes[home], ["error"], "a module with an error is drawn red")
        XCTAssertEqual(Set(chart.edges.map { "\(chart.label(of: $0.from)!)→\(chart.label(of: $0.to)!)" }),
                       ["Home→Odd \"Name\" <#1>", "Odd \"Name\" <#1>→Home", "Odd \"Name\" <#1>→Missing"])
        XCTAssertNotEqual(odd, home)
    }

    func testModuleDiagramParsesWithOwnershipAndTheBrokenEdge() throws {
        let chart = try MermaidFlowchart(parsing: MermaidReport.module(Self.home, violations: Self.violations))
        XCTAssertEqual(Set(chart.labels.values), ["HomeViewController<br>View", "HomePresenter<br>Presenter", "HomeInteractor<br>Interactor"])
        let edges = Dictionary(uniqueKeysWithValues: chart.edges.enumerated().map { ($1.label ?? "", ($0, $1.arrow)) })
        XCTAssertEqual(edges["presenter"]?.1, "-->")
        XCTAssertEqual(edges["view"]?.1, "-->")
        XCTAssertEqual(edges["interactor (unowned)"]?.1, "-.->")
        XCTAssertEqual(edges["output (weak)"]?.1, "-.->")
        XCTAssertEqual(Array(chart.linkStyles.keys), [try XCTUnwrap(edges["view"]?.0)], "only the violating edge is red")
    }

    func testGraphFormatsAreTheListedReporters() throws {
        XCTAssertEqual(GraphFormat.allCases.map(\.rawValue), ["json", "dot", "mermaid"])
        let subject = GraphSubject(model: Self.app, violations: Self.violations, module: "Home")
        XCTAssertEqual(try GraphFormat(MermaidReport.self).report(subject), MermaidReport.module(Self.home, violations: Self.violations))
        XCTAssertTrue(try GraphFormat(DOTReport.self).report(subject).hasPrefix("digraph Home"))
        XCTAssertThrowsError(try GraphFormat(DOTReport.self).report(GraphSubject(model: Self.app, violations: [], module: "Nope"))) {
            XCTAssertEqual("\($0)", "no module 'Nope' in the app; its modules are Home, Odd \"Name\" <#1>")
        }
    }

    func testTheGrammarRefusesWhatMermaidWouldNotRender() {
        for bad in ["graph LR\n", "flowchart LR\n    n0[\"a \"quoted\" b\"]\n", "flowchart LR\n    n0[\"a\"]\n    n0 --> n1\n",
                    "flowchart LR\n    subgraph n0[\"g\"]\n", "flowchart LR\n    end\n", "flowchart LR\n    n0[\"a\"]\n    linkStyle 0 stroke:red\n",
                    "flowchart LR\n    end[\"a\"]\n", "flowchart LR\n    n0[\"a # b\"]\n", "flowchart LR\n    n0[\"a\"]:::missing\n"] {
            XCTAssertThrowsError(try MermaidFlowchart(parsing: bad), bad)
        }
    }
}
