import Foundation
import XCTest

/// The team's dependency rules, run as a user would: the example keeps its own rules, and a copy
/// with a rule set it breaks on purpose gets one finding per forbidden edge, each at its code and in
/// every reporter; `explain 'A -> B'` and the graph JSON say why an edge is there.
extension EndToEndTests {
    /// Onboarding on top, then Shows, then Account: Account may not reach up into Shows, nor Shows into Onboarding.
    static let brokenDependencyRules = """
        tags:
          screens: ["group:Shows", "group:Account"]
        dependencies:
          - id: layered
            layers: ["group:Onboarding", "group:Shows", "group:Account"]
          - id: screens-apart
            independent: [["group:Shows"], ["group:Account"]]
            severity: warning
          - id: nobody-opens-settings
            forbidden: {from: "*", to: Settings, kinds: [navigation]}
            message: Settings is reached from the system's settings app only
            severity: note
        """

    func testTheExampleKeepsItsOwnDependencyRules() throws {
        let json = try viperDocs(["check", Self.example.path, "--format", "json", "--no-cache"])
        let violations = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["violations"] as? [[String: Any]])
        let teamRules = ["screens-only-open-onboarding", "no-reaching-into-interactors", "onboarding-leads-home", "small-modules"]
        XCTAssertEqual(violations.filter { teamRules.contains($0["rule"] as? String ?? "") }.count, 0, json.stdout)
        XCTAssertEqual(violations.count, 5, "the built-in rules' findings, broken on purpose")
    }

    func testARuleSetTheExampleBreaksGivesOneFindingPerForbiddenEdge() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Self.example, to: app)
        try Self.brokenDependencyRules.write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let text = try viperDocs(["check", app.path, "--no-cache"])
        XCTAssertEqual(text.status, 1, text.stderr)
        let found = text.stdout.split(separator: "\n").filter { $0.hasSuffix("[layered]") || $0.hasSuffix("[screens-apart]") || $0.hasSuffix("[nobody-opens-settings]") }
        XCTAssertEqual(found.map { line in String(line.split(separator: ":").prefix(2).joined(separator: ":")) + " " + String(line.split(separator: "[").last!.dropLast()) }, [
            "Modules/Account/Favorites/FavoritesWireframe.swift:26 layered",
            "Modules/Account/Favorites/FavoritesWireframe.swift:26 screens-apart",
            "Modules/Account/Profile/ProfileWireframe.swift:26 nobody-opens-settings",
            "Modules/Account/Settings/SettingsWireframe.swift:25 layered",
            "Modules/Shows/Home/HomeWireframe.swift:40 screens-apart",
            "Modules/Shows/Home/HomeWireframe.swift:44 layered",
        ], text.stdout)
        XCTAssertTrue(text.stdout.contains("error: Favorites (layer 3) depends on ShowDetails (layer 2, above it): navigation at "
            + "Modules/Account/Favorites/FavoritesWireframe.swift:26 (Favorites opens ShowDetails); creation at Modules/Account/Favorites/FavoritesWireframe.swift:26 "
            + "(FavoritesWireframe creates ShowDetailsWireframe). Rule 'layered': Layers, top to bottom: [group:Onboarding] → [group:Shows] → [group:Account]. "
            + "A layer depends only on itself and the layers below it. [layered]"), text.stdout)

        // Every reporter carries them; SARIF lists the team's rules with the built-in ones.
        let sarif = try viperDocs(["check", app.path, "--format", "sarif", "--no-cache"])
        let runs = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])
        let driver = try XCTUnwrap((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ids = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        XCTAssertTrue(["layered", "screens-apart", "nobody-opens-settings"].allSatisfy(ids.contains), "\(ids)")

        // The site's rule page and dependency page show them.
        let site = folder.appendingPathComponent("site")
        _ = try viperDocs(["build", app.path, "--output", site.path, "--no-cache"])
        let page = try String(contentsOf: site.appendingPathComponent("dependencies.html"), encoding: .utf8)
        XCTAssertTrue(page.contains(#"<li id="dep-Favorites--ShowDetails" class="dependency is-broken">"#))
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("rules/layered.html").path))

        // A suppression above the line silences that finding alone.
        let wireframe = app.appendingPathComponent("Modules/Account/Settings/SettingsWireframe.swift")
        var lines = try String(contentsOf: wireframe, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("        // viper-docs:disable:next layered", at: 24)
        try lines.joined(separator: "\n").write(to: wireframe, atomically: true, encoding: .utf8)
        let suppressed = try viperDocs(["check", app.path, "--no-cache"])
        XCTAssertFalse(suppressed.stdout.contains("SettingsWireframe.swift:26:"), suppressed.stdout)
        XCTAssertTrue(suppressed.stdout.contains("HomeWireframe.swift:44:"), suppressed.stdout)
    }

    func testExplainSaysWhyOneModuleDependsOnAnother() throws {
        let edge = try viperDocs(["explain", Self.example.path, "Home -> Login"])
        XCTAssertEqual(edge.status, 0, edge.stderr)
        XCTAssertEqual(edge.stdout, """
            Home depends on Login (navigation, creation):

              Modules/Shows/Home/HomeWireframe.swift:44: navigation: Home opens Login
              Modules/Shows/Home/HomeWireframe.swift:44: creation: HomeWireframe creates LoginWireframe

            """)
        let none = try viperDocs(["explain", Self.example.path, "Search->Home"])
        XCTAssertEqual(none.status, 0)
        XCTAssertTrue(none.stdout.hasPrefix("Search does not depend on Home: "), none.stdout)
        XCTAssertTrue(none.stdout.contains("(Home depends on Search: 'viper-docs explain \"Home -> Search\"')"), none.stdout)
        let unknown = try viperDocs(["explain", Self.example.path, "Home -> Nowhere"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "viper-docs: error: explain: no module 'Nowhere' in the model; 'viper-docs graph' lists the modules\n")
    }

    func testADependencyRuleMistakeIsOneLineAndExitTwo() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Self.example, to: app)
        try "dependencies:\n  - id: x\n    layers: [\"tag:nope\"]\n".write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let result = try viperDocs(["check", app.path, "--no-cache"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(".viper-docs.yml:3:14: unknown tag 'nope'; declare it under tags:"), result.stderr)
        // A list that names no module is a warning, and the check goes on.
        try "dependencies:\n  - id: x\n    independent: [Nowhere*]\n".write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let warned = try viperDocs(["check", app.path, "--no-cache"])
        XCTAssertEqual(warned.status, 1)
        XCTAssertTrue(warned.stderr.contains(".viper-docs.yml: dependency rule 'x' (line 2): [Nowhere*] matches no module"), warned.stderr)
    }
}
