@testable import Diff
import Foundation
import Reporting
import TestSupport
import XCTest

/// `ArchitectureDiff` on hand-made graph documents, each side written as the graph JSON would be.
final class ArchitectureDiffTests: XCTestCase {
    // MARK: - Building sides

    struct M {
        var name: String
        var components: [(role: String, type: String)]
        var references: [(from: String, to: String, property: String, ownership: String)] = []
        var navigatesTo: [String] = []
    }

    static func viper(_ name: String, view: String = "weak", navigatesTo: [String] = []) -> M {
        M(name: name,
          components: [("view", "\(name)ViewController"), ("presenter", "\(name)Presenter"), ("interactor", "\(name)Interactor")],
          references: [("presenter", "view", "view", view), ("view", "presenter", "presenter", "strong"),
                       ("presenter", "interactor", "interactor", "strong")],
          navigatesTo: navigatesTo)
    }

    static func finding(_ rule: String, _ module: String, _ message: String, line: Int = 7, severity: String = "error") -> [String: Any] {
        ["rule": rule, "severity": severity, "module": module, "file": "Modules/\(module)/\(module)Presenter.swift",
         "line": line, "column": 5, "message": message]
    }

    static func document(_ modules: [M], findings: [[String: Any]]? = []) throws -> GraphDocument {
        var json: [String: Any] = [
            "version": 1, "services": [], "entities": [], "excluded": [],
            "modules": modules.map { module in
                [
                    "name": module.name, "style": "infinum", "group": "", "folder": "Modules/\(module.name)",
                    "components": module.components.map { ["role": $0.role, "type": $0.type, "file": "Modules/\(module.name)/\($0.type).swift", "line": 3] },
                    "references": module.references.map {
                        ["from": $0.from, "to": $0.to, "property": $0.property, "ownership": $0.ownership, "through": "protocol",
                         "type": "\(module.name)\($0.to.capitalized)Interface", "file": "Modules/\(module.name)/x.swift", "line": 7]
                    },
                    "protocols": [], "navigatesTo": module.navigatesTo,
                ] as [String: Any]
            },
        ]
        if let findings { json["findings"] = findings }
        return try GraphDocument.decode(try JSONSerialization.data(withJSONObject: json))
    }

    static var register: M { register(named: "Register") }

    static func register(named name: String) -> M {
        var module = viper(name)
        module.components.removeAll { $0.role == "interactor" }
        module.references.removeAll { $0.to == "interactor" }
        return module
    }

    /// A new module with a router too.
    static var privacy: M {
        var module = viper("Privacy")
        module.components.append(("router", "PrivacyRouter"))
        return module
    }

    /// Base: Home (view held weakly) → Profile, Register (no interactor), Search (view held strongly: a finding).
    /// Head: Home holds its view strongly (a new finding), Search holds it weakly (fixed), Register
    /// is gone, Profile is now Account (types renamed with it), Privacy is new and Home opens it.
    func sides() throws -> (GraphDocument, GraphDocument) {
        let strongView = "presenter-holds-view-weakly"
        let base = try Self.document([
            Self.viper("Home", navigatesTo: ["Profile", "Search"]), Self.viper("Profile"), Self.register,
            Self.viper("Search", view: "strong"),
        ], findings: [
            Self.finding(strongView, "Search", "SearchPresenter holds its view SearchViewController strongly"),
            Self.finding("module-has-router", "Profile", "Profile has no router; ProfilePresenter navigates itself", severity: "warning"),
        ])
        let head = try Self.document([
            Self.viper("Home", view: "strong", navigatesTo: ["Account", "Privacy"]), Self.viper("Account"), Self.privacy,
            Self.viper("Search"),
        ], findings: [
            Self.finding(strongView, "Home", "HomePresenter holds its view HomeViewController strongly", line: 9),
            Self.finding("module-has-router", "Account", "Account has no router; AccountPresenter navigates itself", line: 12, severity: "warning"),
        ])
        return (base, head)
    }

    // MARK: - The comparison

    func testReportsExactlyTheKnownEdits() throws {
        let (base, head) = try sides()
        let diff = ArchitectureDiff(base: base, head: head, baseLabel: "main", headLabel: "HEAD")
        XCTAssertEqual(diff.modules.added, ["Privacy"])
        XCTAssertEqual(diff.modules.removed, ["Register"])
        XCTAssertEqual(diff.modules.renamed, [ArchitectureDiff.Rename(from: "Profile", to: "Account")])
        XCTAssertEqual(diff.components, [], "a renamed module's components are the same ones")
        XCTAssertEqual(diff.references.map(\.summary), ["presenter.view: weak → strong", "presenter.view: strong → weak"])
        XCTAssertEqual(diff.references.map(\.module), ["Home", "Search"])
        XCTAssertEqual(diff.navigation.map { "\($0.change.rawValue) \($0.from)→\($0.to)" }, ["added Home→Privacy", "removed Home→Search"])
        XCTAssertEqual(diff.findings.new.map(\.module), ["Home"])
        XCTAssertEqual(diff.findings.fixed.map(\.module), ["Search"])
        XCTAssertTrue(diff.findings.compared)
        XCTAssertEqual(diff.newErrors.count, 1)
        XCTAssertEqual(diff.changedModules, ["Account", "Home", "Privacy", "Register", "Search"])
    }

    func testAModuleRenamedWithoutRenamingItsTypesIsARename() throws {
        let base = try Self.document([M(name: "Profile", components: [("presenter", "UserPresenter"), ("view", "UserView")])])
        let head = try Self.document([M(name: "Account", components: [("presenter", "UserPresenter"), ("view", "UserView")])])
        let diff = ArchitectureDiff(base: base, head: head, baseLabel: "a", headLabel: "b")
        XCTAssertEqual(diff.modules.renamed, [ArchitectureDiff.Rename(from: "Profile", to: "Account")])
        XCTAssertEqual(diff.modules.added, [])
        XCTAssertEqual(diff.modules.removed, [])
    }

    func testModulesFromOneTemplateAreNotPairedByGuess() throws {
        let base = try Self.document([Self.viper("Profile"), Self.viper("Register")])
        let head = try Self.document([Self.viper("Account"), Self.viper("Privacy")])
        let diff = ArchitectureDiff(base: base, head: head, baseLabel: "a", headLabel: "b")
        XCTAssertEqual(diff.modules.renamed, [])
        XCTAssertEqual(diff.modules.added, ["Account", "Privacy"])
        XCTAssertEqual(diff.modules.removed, ["Profile", "Register"])
    }

    func testTheLikeliestOfTwoLookAlikesIsTheRename() throws {
        // Profile and Register look alike; Home opened Profile and now opens Account: Profile it is.
        let base = try Self.document([Self.viper("Home", navigatesTo: ["Profile"]), Self.viper("Profile"), Self.viper("Register")])
        let head = try Self.document([Self.viper("Home", navigatesTo: ["Account"]), Self.viper("Account")])
        let diff = ArchitectureDiff(base: base, head: head, baseLabel: "a", headLabel: "b")
        XCTAssertEqual(diff.modules.renamed, [ArchitectureDiff.Rename(from: "Profile", to: "Account")])
        XCTAssertEqual(diff.modules.removed, ["Register"])
        XCTAssertEqual(diff.navigation, [], "Home → Profile is Home → Account")
    }

    func testComponentsAddedAndRemovedAndAReferenceRetargeted() throws {
        var home = Self.viper("Home")
        let base = try Self.document([home])
        home.components.removeAll { $0.role == "interactor" }
        home.components.append(("router", "HomeRouter"))
        home.references = [("presenter", "view", "view", "weak"), ("view", "presenter", "presenter", "strong"), ("presenter", "router", "interactor", "strong")]
        let diff = ArchitectureDiff(base: base, head: try Self.document([home]), baseLabel: "a", headLabel: "b")
        XCTAssertEqual(diff.components.map { "\($0.change.rawValue) \($0.type)" }, ["added HomeRouter", "removed HomeInteractor"])
        XCTAssertEqual(diff.references.map { "\($0.change.rawValue) \($0.summary)" },
                       ["added presenter.interactor → router (strong)", "removed presenter.interactor → interactor (strong)"])
        let chart = try MermaidFlowchart(parsing: DiffDiagram.mermaid(diff))
        XCTAssertTrue(chart.labels.values.contains("+ HomeRouter<br>router"), "\(chart.labels)")
        XCTAssertTrue(chart.labels.values.contains("− HomeInteractor<br>interactor"), "\(chart.labels)")
        XCTAssertEqual(Set(chart.edges.compactMap(\.label)), ["+ interactor", "− interactor"])
    }

    func testTheSameSidesMakeNoChange() throws {
        let (base, _) = try sides()
        let diff = ArchitectureDiff(base: base, head: base, baseLabel: "a", headLabel: "a")
        XCTAssertTrue(diff.isEmpty)
        XCTAssertEqual(DiffTextReport.report(diff), "viper-docs diff a → a: makes no architectural change\n")
        XCTAssertEqual(DiffMarkdownReport.report(diff), "<!-- viper-docs diff -->\n## viper-docs diff\n\n✅ **This change makes no architectural change** (`a` → `a`).\n")
    }

    func testAGraphWithoutFindingsComparesNone() throws {
        let (base, head) = try sides()
        var old = base
        old.findings = nil
        let diff = ArchitectureDiff(base: old, head: head, baseLabel: "a.json", headLabel: "b")
        XCTAssertFalse(diff.findings.compared)
        XCTAssertEqual(diff.findings.new, [])
        XCTAssertTrue(DiffTextReport.report(diff).contains("Findings not compared"))
    }

    func testFindingsMovedByAnEditAreNeitherNewNorFixed() throws {
        let base = try Self.document([Self.viper("Home")], findings: [Self.finding("r", "Home", "same message", line: 7)])
        let head = try Self.document([Self.viper("Home")], findings: [Self.finding("r", "Home", "same message", line: 30)])
        XCTAssertTrue(ArchitectureDiff(base: base, head: head, baseLabel: "a", headLabel: "b").isEmpty)
    }

    // MARK: - Reports

    func testTextReportListsEachChangeOnALine() throws {
        let (base, head) = try sides()
        let text = DiffTextReport.report(ArchitectureDiff(base: base, head: head, baseLabel: "main", headLabel: "HEAD"))
        XCTAssertTrue(text.hasPrefix("viper-docs diff main → HEAD: adds 1 error-level finding, fixes 1 finding, changes 5 modules\n"), text)
        for line in ["  + Privacy", "  - Register", "  ~ Profile → Account (renamed)", "  ~ Home: presenter.view: weak → strong",
                     "  + Home → Privacy", "  - Home → Search",
                     "  Modules/Home/HomePresenter.swift:9:5: error: HomePresenter holds its view HomeViewController strongly [presenter-holds-view-weakly]"] {
            XCTAssertTrue(text.contains(line + "\n"), "missing '\(line)' in:\n\(text)")
        }
    }

    func testJSONReportRoundTrips() throws {
        let (base, head) = try sides()
        let diff = ArchitectureDiff(base: base, head: head, baseLabel: "main", headLabel: "HEAD")
        let json = try DiffJSONReport.report(diff)
        XCTAssertEqual(try JSONDecoder().decode(ArchitectureDiff.self, from: Data(json.utf8)), diff)
    }

    func testMarkdownIsAPullRequestComment() throws {
        let (base, head) = try sides()
        let markdown = DiffMarkdownReport.report(ArchitectureDiff(base: base, head: head, baseLabel: "main", headLabel: "HEAD"))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[0], "<!-- viper-docs diff -->")
        XCTAssertEqual(lines[3], "❌ **This change adds 1 error-level finding, fixes 1 finding, changes 5 modules** (`main` → `HEAD`).")
        XCTAssertTrue(markdown.contains("| Modules | 1 | 1 | 1 renamed |"), markdown)
        XCTAssertTrue(markdown.contains("| References | 0 | 0 | 2 ownership |"), markdown)
        XCTAssertTrue(markdown.contains("| Findings | 1 new | 1 fixed | |"), markdown)
        XCTAssertTrue(markdown.contains("<details open><summary>New findings (1)</summary>"), markdown)
        XCTAssertTrue(markdown.contains("<details><summary>Fixed findings (1)</summary>"), markdown)
        XCTAssertEqual(markdown.components(separatedBy: "<details").count, markdown.components(separatedBy: "</details>").count)
    }

    func testMarkdownDiagramParsesAndTellsAddedFromRemovedEdges() throws {
        let (base, head) = try sides()
        let markdown = DiffMarkdownReport.report(ArchitectureDiff(base: base, head: head, baseLabel: "main", headLabel: "HEAD"))
        let start = try XCTUnwrap(markdown.range(of: "```mermaid\n"))
        let end = try XCTUnwrap(markdown.range(of: "```\n", range: start.upperBound..<markdown.endIndex))
        let chart = try MermaidFlowchart(parsing: String(markdown[start.upperBound..<end.lowerBound]))
        let labels = Set(chart.labels.values)
        for label in ["+ Privacy", "− Register", "Profile → Account", "Home", "Search"] {
            XCTAssertTrue(labels.contains(label), "no node \(label) in \(labels)")
        }
        func edge(_ label: String) throws -> (index: Int, edge: MermaidFlowchart.Edge) {
            let index = try XCTUnwrap(chart.edges.firstIndex { $0.label == label }, "no edge \(label) in \(chart.edges)")
            return (index, chart.edges[index])
        }
        let added = try edge("+ opens"), removed = try edge("− opens"), flipped = try edge("view: weak → strong")
        XCTAssertEqual(chart.label(of: added.edge.to), "+ Privacy")
        XCTAssertEqual(chart.label(of: removed.edge.to), "Search")
        XCTAssertEqual(added.edge.arrow, "==>")
        XCTAssertEqual(removed.edge.arrow, "-.->")
        XCTAssertTrue(chart.linkStyles[added.index]?.contains("#2e7d32") == true, "added edges green")
        XCTAssertTrue(chart.linkStyles[removed.index]?.contains("#c62828") == true, "removed edges red")
        XCTAssertNotEqual(chart.linkStyles[flipped.index], chart.linkStyles[added.index])
        XCTAssertEqual(chart.classes.values.filter { $0 == ["added"] }.count, 1)
    }

    func testACommentOnAThousandChangedModulesFitsGitHubsLimit() throws {
        let base = try Self.document((0..<1000).map { Self.viper("Old\($0)", view: "strong") },
                                     findings: (0..<1000).map { Self.finding("presenter-holds-view-weakly", "Old\($0)", String(repeating: "long message ", count: 20)) })
        let head = try Self.document((0..<1000).map { Self.register(named: "New\($0)") },
                                     findings: (0..<1000).map { Self.finding("module-has-interactor", "New\($0)", String(repeating: "other message ", count: 20)) })
        let markdown = DiffMarkdownReport.report(ArchitectureDiff(base: base, head: head, baseLabel: "a", headLabel: "b"))
        XCTAssertLessThan(markdown.count, 65_536)
        XCTAssertTrue(markdown.contains("<summary>New findings (1000)</summary>"))
        XCTAssertTrue(markdown.contains("… and 970 more: `viper-docs diff --format text` lists them all."))
        XCTAssertTrue(markdown.contains("The diagram shows 30 of the 2000 changed modules."))
        let start = try XCTUnwrap(markdown.range(of: "```mermaid\n"))
        let end = try XCTUnwrap(markdown.range(of: "```\n", range: start.upperBound..<markdown.endIndex))
        XCTAssertNoThrow(try MermaidFlowchart(parsing: String(markdown[start.upperBound..<end.lowerBound])))
    }

    // MARK: - Reading a graph JSON

    func testGraphJSONThatIsNotOneIsRefusedInAFewWords() {
        XCTAssertThrowsError(try GraphDocument.decode(Data("{oops".utf8))) { XCTAssertEqual("\($0)", "it is not JSON") }
        XCTAssertThrowsError(try GraphDocument.decode(Data(#"{"version": 1, "modules": 3}"#.utf8))) {
            XCTAssertTrue("\($0)".hasPrefix("it is not a viper-docs graph ("), "\($0)")
        }
        XCTAssertThrowsError(try GraphDocument.decode(Data(#"{"version": 7, "modules": [], "services": [], "entities": [], "excluded": []}"#.utf8))) {
            XCTAssertEqual("\($0)", "it has version 7, and this viper-docs reads version 1")
        }
    }
}
