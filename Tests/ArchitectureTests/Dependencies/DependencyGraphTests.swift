import Architecture
import SourceScanner
import TestSupport
import XCTest

/// The dependency graph: each edge from A's own code, with its evidence where the code is, and no
/// edge through a shared service or from a module to itself.
final class DependencyGraphTests: XCTestCase {
    private func evidenceLines(_ edge: ModuleDependency?) -> [String] {
        (edge?.evidence ?? []).map { "\($0.location.file):\($0.location.line) \($0.kind.rawValue)" }
    }

    func testEachEdgeComesFromTheModulesOwnCodeWithItsEvidence() {
        let model = InlineApp.model(DependencyTestApp.files)
        XCTAssertEqual(model.modules.map(\.name), ["Details", "Home", "Settings"])
        let graph = model.dependencies
        XCTAssertEqual(graph.edges.map { "\($0.from) -> \($0.to)" }, ["Home -> Details", "Settings -> Details"])
        let marked = InlineApp.markedLocations(DependencyTestApp.files).map { "\($0.file):\($0.line)" }
        let home = graph.edge(from: "Home", to: "Details")
        XCTAssertEqual(home?.kinds, [.navigation, .reference, .creation, .conformance])
        // Every marked place in Home is evidence, and nothing else is.
        XCTAssertEqual(Set(home?.evidence.map { "\($0.location.file):\($0.location.line)" } ?? []),
                       Set(marked.filter { $0.hasPrefix("Home/") }))
        // Holding another module's input is navigation too, in the model's reading (ViperMcFlurry's idiom).
        XCTAssertEqual(evidenceLines(home), [
            "Home/HomePresenter.swift:1 conformance", "Home/HomePresenter.swift:4 navigation", "Home/HomePresenter.swift:4 reference",
            "Home/HomeRouter.swift:4 navigation", "Home/HomeRouter.swift:4 creation",
        ])
        let settings = graph.edge(from: "Settings", to: "Details")
        XCTAssertEqual(evidenceLines(settings), ["Settings/SettingsPresenter.swift:4 reference"])
        XCTAssertEqual(settings?.evidence.first?.targetRole, .interactor)
    }

    func testASharedServiceAndAModulesOwnProtocolsMakeNoEdge() {
        let graph = InlineApp.model(DependencyTestApp.files).dependencies
        // Details holds its own output protocol (Home adopts it): the dependency is Home's, not Details'.
        XCTAssertTrue(graph.edges(from: "Details").isEmpty)
        XCTAssertNil(graph.edge(from: "Settings", to: "Home"))
        XCTAssertEqual(graph.dependents(of: ["Details"]), ["Details", "Home", "Settings"])
        XCTAssertEqual(graph.dependents(of: ["Home"]), ["Home"])
    }

    func testMetricsCountDistinctNeighboursAndNavigationDepth() {
        let metrics = ArchitectureMetrics(model: InlineApp.model(DependencyTestApp.files))
        let details = metrics.module("Details")
        XCTAssertEqual(details?.fanIn, 2)
        XCTAssertEqual(details?.fanOut, 0)
        XCTAssertEqual(details?.instability, 0)
        XCTAssertEqual(metrics.module("Home")?.instability, 1)
        XCTAssertEqual(metrics.module("Home")?.depth, 0)
        XCTAssertEqual(details?.depth, 1)
        XCTAssertEqual(metrics.module("Settings")?.depth, 0)
        XCTAssertEqual(details?.components, 4)
    }
}
