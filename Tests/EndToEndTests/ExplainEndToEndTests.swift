import Foundation
import XCTest

/// `explain`, `graph --explain` and the configuration's overrides, run as a user would.
extension EndToEndTests {
    // MARK: - explain

    func testExplainATypeAModuleAndAProperty() throws {
        let type = try viperDocs(["explain", Self.example.path, "HomePresenter"])
        XCTAssertEqual(type.status, 0, type.stderr)
        XCTAssertEqual(type.stderr, "")
        let lines = type.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "HomePresenter: presenter of module Home (Modules/Shows/Home/HomePresenter.swift:3)")
        XCTAssertTrue(lines.contains("[5/11] Assign modules"), type.stdout)
        XCTAssertTrue(lines.contains("  ✓ module Home, may be its presenter — its name ends in a presenter's suffix (Modules/Shows/Home/HomePresenter.swift:3)"),
                      type.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  ✓ HomePresenter.view: → view, unowned — ") && $0.hasSuffix("(Modules/Shows/Home/HomePresenter.swift:7)") },
                      "a type's properties are explained with it: \(type.stdout)")
        let headings = lines.filter { $0.hasPrefix("[") }
        XCTAssertEqual(headings, headings.sorted { Int($0.dropFirst().prefix { $0 != "/" })! < Int($1.dropFirst().prefix { $0 != "/" })! },
                       "in pass order")

        let module = try viperDocs(["explain", Self.example.path, "Home"])
        XCTAssertEqual(module.status, 0, module.stderr)
        XCTAssertTrue(module.stdout.hasPrefix("module Home (infinum style, group Shows, folder Modules/Shows/Home): view HomeViewController, presenter HomePresenter"),
                      module.stdout)
        XCTAssertTrue(module.stdout.contains("\n[6/11] Assign roles\n"), module.stdout)
        XCTAssertTrue(module.stdout.contains("  ✓ module Home: opens ShowDetails — "), module.stdout)
        XCTAssertTrue(module.stdout.contains("  ✓ module Home: style infinum — "), module.stdout)
        XCTAssertFalse(module.stdout.contains("ShowDetailsPresenter:"), "another module's decisions are left out")

        let property = try viperDocs(["explain", Self.example.path, "HomePresenter.view"])
        XCTAssertEqual(property.status, 0, property.stderr)
        XCTAssertEqual(property.stdout.split(separator: "\n").first,
                       "HomePresenter.view: presenter → view in module Home, unowned, through protocol HomeViewInterface (Modules/Shows/Home/HomePresenter.swift:7)")
        XCTAssertFalse(property.stdout.contains("HomePresenter.interactor"), "only that property")

        let json = try viperDocs(["explain", Self.example.path, "HomePresenter.view", "--format", "json"])
        let decisions = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(decisions.map { $0["subject"] as? String }, Array(repeating: "HomePresenter.view", count: decisions.count))
        XCTAssertEqual(decisions.first?["evidence"] as? [String], ["Modules/Shows/Home/HomePresenter.swift:7"])
        XCTAssertEqual(decisions.first?["rejected"] as? Bool, false)

        // The path defaults to the current folder.
        let here = try run("/bin/sh", ["-c", "cd '\(Self.example.path)' && '\(Self.binary.path)' explain HomePresenter"])
        XCTAssertEqual(here.stdout, type.stdout)
    }

    func testExplainAnUnknownNameSuggestsTheNearest() throws {
        let result = try viperDocs(["explain", Self.example.path, "HomePresentr"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("viper-docs: error: explain: no module, type or property 'HomePresentr' in the model; did you mean 'HomePresenter'"),
                      result.stderr)
        let nothingNear = try viperDocs(["explain", Self.example.path, "Zzzzzzzzzzzzzzzzzzzz"])
        XCTAssertEqual(nothingNear.status, 2)
        XCTAssertTrue(nothingNear.stderr.contains("'viper-docs graph' lists the modules"), nothingNear.stderr)
        XCTAssertEqual(try viperDocs(["explain"]).status, 2, "a name is required")
    }

    // MARK: - graph --explain

    func testGraphExplainAddsTheDecisions() throws {
        let plain = try viperDocs(["graph", Self.example.path])
        let explained = try viperDocs(["graph", Self.example.path, "--explain"])
        XCTAssertEqual(explained.status, 0, explained.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
        let decisions = try XCTUnwrap(document["decisions"] as? [[String: Any]])
        XCTAssertGreaterThan(decisions.count, 50)
        let first = try XCTUnwrap(decisions.first { $0["subject"] as? String == "HomePresenter" })
        XCTAssertEqual(first["pass"] as? String, "Assign modules")
        XCTAssertEqual(first["evidence"] as? [String], ["Modules/Shows/Home/HomePresenter.swift:3"])
        for decision in decisions {
            for evidence in decision["evidence"] as? [String] ?? [] {
                XCTAssertNotNil(evidence.range(of: #"^[^:]+:\d+$"#, options: .regularExpression), evidence)
            }
        }
        var withoutDecisions = document
        withoutDecisions["decisions"] = nil
        let plainDocument = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(NSDictionary(dictionary: withoutDecisions), NSDictionary(dictionary: plainDocument), "the rest is the plain graph")
        XCTAssertNil(plainDocument["decisions"], "no decisions without the flag")
        XCTAssertEqual(try viperDocs(["graph", Self.example.path, "--explain", "--format", "dot"]).status, 2, "decisions go in the JSON only")
    }

    // MARK: - modules:, roles: and ignore:

    /// A small app the names alone read wrong: a view without a view's suffix, an interactor named
    /// after another feature, and an old presenter that is no module any more.
    func overriddenApp() throws -> URL {
        let app = try temporaryFolder().appendingPathComponent("app")
        let files = [
            "Features/Auth/LoginPresenter.swift": """
                import Foundation

                final class LoginPresenter {
                    weak var view: LoginScreen?
                    let interactor: AnyObject

                    init(view: LoginScreen, interactor: AnyObject) {
                        self.view = view
                        self.interactor = interactor
                    }
                }
                """,
            "Features/Auth/LoginScreen.swift": "import UIKit\n\nfinal class LoginScreen: UIViewController {\n    var presenter: LoginPresenter!\n}\n",
            "Features/Auth/SignInInteractor.swift": "import Foundation\n\nfinal class SignInInteractor {\n    func signIn() {}\n}\n",
            "Legacy/LegacyPresenter.swift": "import Foundation\n\nfinal class LegacyPresenter {\n    func start() {}\n}\n",
        ]
        for (path, text) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return app
    }

    /// Module name → its components as `role type`.
    func modules(ofGraph json: String) throws -> [String: [String]] {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var result: [String: [String]] = [:]
        for module in document["modules"] as? [[String: Any]] ?? [] {
            result[module["name"] as? String ?? ""] = (module["components"] as? [[String: Any]] ?? []).map {
                "\($0["role"] as? String ?? "") \($0["type"] as? String ?? "")"
            }
        }
        return result
    }

    func testModulesRolesAndIgnoreChangeTheGraph() throws {
        let app = try overriddenApp()
        let guessed = try viperDocs(["graph", app.path])
        XCTAssertEqual(guessed.status, 0, guessed.stderr)
        // The code wires the screen to the presenter, so it is found as the view; nothing in the code
        // ties the interactor, whose name puts it in another feature, to Login; a presenter alone is no module.
        XCTAssertEqual(try modules(ofGraph: guessed.stdout), ["Login": ["view LoginScreen", "presenter LoginPresenter"]])

        try """
            roles:
              LoginScreen: view
            modules:
              Login: ["Features/Auth/**"]
            ignore:
              - "Legacy/**"
            """.write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let corrected = try viperDocs(["graph", app.path])
        XCTAssertEqual(corrected.status, 0, corrected.stderr)
        XCTAssertEqual(corrected.stderr, "", "every override matched")
        XCTAssertEqual(try modules(ofGraph: corrected.stdout),
                       ["Login": ["view LoginScreen", "presenter LoginPresenter", "interactor SignInInteractor"]])
        let explained = try viperDocs(["explain", app.path, "LegacyPresenter"])
        XCTAssertTrue(explained.stdout.contains("  ✓ left out — the configuration's ignore: Legacy/** (Legacy/LegacyPresenter.swift:3)"), explained.stdout)
        let screen = try viperDocs(["explain", app.path, "LoginScreen"])
        XCTAssertTrue(screen.stdout.contains("  ✓ role view — the configuration's roles: says so"), screen.stdout)
        XCTAssertTrue(screen.stdout.contains("  ✓ module Login — the configuration's modules: Login: Features/Auth/**"), screen.stdout)
    }

    func testAnOverrideThatMatchesNothingIsAWarningInEveryCommand() throws {
        let app = try overriddenApp()
        try """
            roles:
              LoginScren: view
            modules:
              Login: ["Features/Auht/**"]
            ignore: [NoSuchType]
            """.write(to: app.appendingPathComponent(".viper-docs.yml"), atomically: true, encoding: .utf8)
        let expected = [
            "viper-docs: warning: .viper-docs.yml: modules: Login: 'Features/Auht/**' matches no type or folder",
            "viper-docs: warning: .viper-docs.yml: roles: 'LoginScren' is no type of the app",
            "viper-docs: warning: .viper-docs.yml: ignore: 'NoSuchType' matches no type or file",
        ]
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        for arguments in [["graph", app.path], ["check", app.path], ["explain", app.path, "Login"],
                          ["build", app.path, "--output", site.path, "--quiet"]] {
            let result = try viperDocs(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): a warning is not fatal: \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").map(String.init), expected, "\(arguments)")
        }
        // Without the cache: the same inputs again would only replay the warnings ("up to date").
        let loud = try viperDocs(["build", app.path, "--output", site.path, "--no-cache"])
        XCTAssertEqual(loud.stderr.split(separator: "\n").filter { $0.hasPrefix("viper-docs: warning:") }.map(String.init), expected)
        XCTAssertTrue(loud.stderr.contains("[2/6] Build model"), "among the progress lines")
    }
}
