import Architecture
import Diagrams
import Rules
import XCTest

final class GraphvizRendererTests: XCTestCase {
    // MARK: - Rendering

    func testModuleDiagramRendersAsInlineableSVG() async throws {
        let dot = ModuleDiagram.dot(for: Fixtures.home, violations: Fixtures.violations, links: Fixtures.links)
        let svg = try await GraphvizRenderer.shared.svg(dot: dot, name: "module Home")

        XCTAssertTrue(svg.hasPrefix("<svg"), "prolog, DOCTYPE and comments are stripped: \(svg.prefix(120))")
        XCTAssertFalse(svg.contains("<?xml"))
        XCTAssertFalse(svg.contains("<!DOCTYPE"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
        for component in Fixtures.home.components {
            XCTAssertTrue(svg.contains("<title>\(component.type)</title>"), "node \(component.type)")
        }
        // Graphviz writes `-` in attributes as `&#45;`; the HTML parser turns it back into `-`.
        XCTAssertTrue(svg.contains(#"<g id="component&#45;HomePresenter" class="node">"#))
        XCTAssertTrue(svg.contains("<a xlink:href=\"components/HomePresenter.html\""))
        XCTAssertTrue(svg.contains("#d32f2f"), "the broken edge is red")
        XCTAssertTrue(svg.contains("HomePresenter — presenter — Modules/Catalog/Home/HomePresenter.swift:3"), "tooltip")
    }

    func testAppDiagramRenders() async throws {
        let dot = AppDiagram.dot(for: Fixtures.app, violations: Fixtures.appViolations, links: Fixtures.links)
        let svg = try await GraphvizRenderer.shared.svg(dot: dot, name: "the app")
        XCTAssertTrue(svg.hasPrefix("<svg"))
        XCTAssertTrue(svg.contains("<title>cluster_Catalog</title>"))
        XCTAssertTrue(svg.contains("<a xlink:href=\"modules/Details.html\""))
        XCTAssertTrue(svg.contains("<title>Home&#45;&gt;Details</title>"))
    }

    func testHostileNamesParseAsOneNode() async throws {
        let module = Module(name: #"Evil"; x -> y; "#, style: .custom, group: "G", folder: "F", components: [
            Component(role: .view, type: "A\"]; b [label=\"pwned", location: Fixtures.at("a\\b\n.swift", 1)),
        ])
        let dot = ModuleDiagram.dot(for: module, violations: [], links: .none)
        let svg = try await GraphvizRenderer.shared.svg(dot: dot, name: "module Evil")
        XCTAssertEqual(svg.components(separatedBy: "class=\"node\"").count, 2, "exactly one node")
        XCTAssertFalse(svg.contains("class=\"edge\""))
    }

    // MARK: - Errors

    func testMalformedDOTThrowsAnErrorNamingTheDiagram() async throws {
        do {
            _ = try await GraphvizRenderer.shared.svg(dot: "digraph {\n  a -> ;\n}", name: "module Broken")
            XCTFail("a syntax error must throw")
        } catch let error as DiagramError {
            let description = error.localizedDescription
            XCTAssertTrue(description.hasPrefix("Graphviz could not lay out the diagram of module Broken: syntax error in line 2"), description)
            XCTAssertFalse(description.contains("Error: "), "Graphviz's own prefix is dropped: \(description)")
        }
        // The parser must be usable again after an error.
        let svg = try await GraphvizRenderer.shared.svg(dot: "digraph { a -> b }", name: "after")
        XCTAssertTrue(svg.contains("<title>a&#45;&gt;b</title>"))
    }

    func testTextAfterTheGraphThrowsAndDoesNotLeakIntoTheNextRender() async throws {
        // cgraph's scanner keeps the rest of the line it stopped on for the next parse (later lines
        // are dropped with the input): without draining it, the next render would get `second`.
        for trailing in ["digraph second { x -> y }", "garbage ;;", "digraph second { x -> }"] {
            do {
                _ = try await GraphvizRenderer.shared.svg(dot: "digraph first { a -> b } \(trailing)", name: "module Two")
                XCTFail("text after the graph must throw: \(trailing)")
            } catch {
                XCTAssertEqual(error.localizedDescription,
                               "Graphviz could not lay out the diagram of module Two: the DOT text goes on after the first graph")
            }
            let svg = try await GraphvizRenderer.shared.svg(dot: "digraph third { c -> d }", name: "third")
            XCTAssertTrue(svg.contains("<title>third</title>"), "the next render gets its own graph")
            XCTAssertFalse(svg.contains("second"))
        }
    }

    func testEmptyInputThrows() async {
        do {
            _ = try await GraphvizRenderer.shared.svg(dot: "", name: "module Empty")
            XCTFail("no graph, no SVG")
        } catch {
            XCTAssertTrue(error.localizedDescription.contains("module Empty"), error.localizedDescription)
        }
    }

    // MARK: - Concurrency

    func testConcurrentRendersAllSucceed() async throws {
        let svgs = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for i in 0..<20 {
                group.addTask {
                    var module = Fixtures.home
                    module.name = "Module\(i)"
                    let dot = ModuleDiagram.dot(for: module, violations: [], links: .none)
                    return (i, try await GraphvizRenderer.shared.svg(dot: dot, name: "module \(module.name)"))
                }
            }
            var result: [Int: String] = [:]
            for try await (i, svg) in group { result[i] = svg }
            return result
        }
        XCTAssertEqual(svgs.count, 20)
        for (i, svg) in svgs {
            XCTAssertTrue(svg.hasPrefix("<svg") && svg.contains("</svg>"), "diagram \(i)")
            XCTAssertTrue(svg.contains("<title>Module\(i)</title>"), "diagram \(i) is its own")
        }
    }

    // MARK: - Version

    /// The version (part of an SVG's cache key) comes from a context that loads no plugins, before
    /// any layout; it is libgvc's version, the same once a layout has loaded them.
    func testVersionIsLibgvcsBeforeAndAfterALayout() async throws {
        let before = await GraphvizRenderer.shared.version
        XCTAssertNotNil(before.wholeMatch(of: /[0-9]+\.[0-9]+(\.[0-9]+)?/), "a version number: \(before)")
        _ = try await GraphvizRenderer.shared.svg(dot: "digraph { a -> b }", name: "a test")
        let after = await GraphvizRenderer.shared.version
        XCTAssertEqual(before, after)
    }
}
