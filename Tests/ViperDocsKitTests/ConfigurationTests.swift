import Architecture
import Rules
import ViperDocsKit
import XCTest

final class ConfigurationTests: XCTestCase {
    func testEveryKey() throws {
        let configuration = try Configuration.parse("""
            title: My App
            sources: [App, Modules]
            exclude:
              - Legacy
              - "**/Generated/**"
            include: [Pods/MyPod, "**/*.generated.swift"]
            style: infinum
            roles:
              view: [Screen, Scene]
              protocols: Spec
              modules: ["Features/*"]
            rules:
              presenter-holds-router-strongly: off
              presenter-holds-view-weakly: warning
              no-strong-reference-cycle:
                severity: note
                exclude: [Modules/Old/**]
            """, file: ".viper-docs.yml")
        XCTAssertEqual(configuration.title, "My App")
        XCTAssertEqual(configuration.sources, ["App", "Modules"])
        XCTAssertEqual(configuration.exclude, ["Legacy", "**/Generated/**"])
        XCTAssertEqual(configuration.include, ["Pods/MyPod", "**/*.generated.swift"])
        XCTAssertEqual(configuration.style, .infinum)
        var roles = RoleNamingConfiguration(view: ["Screen", "Scene"], protocolSuffixes: ["Spec"])
        roles.moduleFolders = ["Features/*"]
        XCTAssertEqual(configuration.roles, roles)
        XCTAssertEqual(configuration.rules.severities["presenter-holds-router-strongly"], .some(nil))
        XCTAssertEqual(configuration.rules.severities["presenter-holds-view-weakly"], .warning)
        XCTAssertEqual(configuration.rules.severities["no-strong-reference-cycle"], .note)
        XCTAssertEqual(configuration.rules.excludedPaths["no-strong-reference-cycle"], ["Modules/Old/**"])
    }

    func testOverrides() throws {
        let configuration = try Configuration.parse("""
            modules:
              Login: [LoginScreen, "Features/Auth/**"]
              Search: SearchFlow
            roles:
              view: [Screen]
              LoginScreen: view
              AppCoordinator: router
            ignore:
              - LegacyRouter
              - "Sources/Networking/**"
            """, file: ".viper-docs.yml")
        XCTAssertEqual(configuration.overrides, ModelOverrides(
            modules: ["Login": ["LoginScreen", "Features/Auth/**"], "Search": ["SearchFlow"]],
            roles: ["LoginScreen": .view, "AppCoordinator": .router],
            ignore: ["LegacyRouter", "Sources/Networking/**"]))
        XCTAssertEqual(configuration.roles, RoleNamingConfiguration(view: ["Screen"]), "role keys keep their meaning")
        XCTAssertEqual(try Configuration.parse("roles:\n  view: Screen\n", file: "x").overrides, .none,
                       "a role's single suffix is no type")
        XCTAssertEqual(try Configuration.parse(Configuration.starter, file: "x").overrides, .none)
    }

    func testOverrideErrors() {
        let cases: [(String, String)] = [
            ("roles:\n  LoginScreen: screen\n", ".viper-docs.yml:2:16: unknown role 'screen' for type LoginScreen; use view, presenter, interactor, router, builder, formatter"),
            ("roles:\n  LoginScreen: [view]\n", ".viper-docs.yml:2:3: unknown role 'LoginScreen'; use view,"),
            ("modules: [Login]\n", ".viper-docs.yml:1:10: modules must be a mapping"),
            ("modules:\n  Login: {a: b}\n", ".viper-docs.yml:2:10: modules.Login must be a list"),
            ("modules:\n  Login: []\n", ".viper-docs.yml:2:10: modules.Login is empty"),
            ("modules:\n  Login:\n", ".viper-docs.yml:2:"),
            ("ignore: {LegacyRouter: yes}\n", ".viper-docs.yml:1:9: ignore must be a list"),
            ("ignore:\n  - [a, b]\n", ".viper-docs.yml:2:5: each entry of ignore must be a single value"),
            ("ignroe: [X]\n", ".viper-docs.yml:1:1: unknown key 'ignroe'; the keys are title, sources, exclude, include, style, roles, modules, ignore, rules, tags, dependencies, limits and allow-outside-root"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Configuration.parse(text, file: ".viper-docs.yml"), text) { error in
                let message = error.localizedDescription
                XCTAssertTrue(message.hasPrefix(expected), "\(message) should start with \(expected)")
                XCTAssertFalse(message.contains("\n"), "one line")
            }
        }
    }

    func testEmptyFileAndAutoStyleAreDefaults() throws {
        XCTAssertEqual(try Configuration.parse("", file: "x"), Configuration())
        XCTAssertEqual(try Configuration.parse("style: auto\n", file: "x"), Configuration())
        XCTAssertEqual(try Configuration.parse(Configuration.starter, file: "x"), Configuration(), "the starter changes nothing")
    }

    func testErrorsNameFileLineAndColumn() {
        let cases: [(String, String)] = [
            ("title: A\nsytle: auto\n", ".viper-docs.yml:2:1: unknown key 'sytle'"),
            ("rules:\n  no-such-rule: off\n", ".viper-docs.yml:2:3: unknown rule 'no-such-rule'"),
            ("rules:\n  presenter-holds-router-strongly: loud\n", ".viper-docs.yml:2:36: unknown severity 'loud'"),
            ("style: fancy\n", ".viper-docs.yml:1:8: unknown style 'fancy'"),
            ("roles:\n  screen: [Screen]\n", ".viper-docs.yml:2:3: unknown role 'screen'"),
            ("exclude: {a: b}\n", ".viper-docs.yml:1:10: exclude must be a list"),
            ("title: A\ninclude:\n  - [Pods]\n", ".viper-docs.yml:3:5: each entry of include must be a single value"),
            ("title: [unclosed\n", ".viper-docs.yml:2:1:"),
            ("rules:\n  presenter-holds-router-strongly:\n    level: off\n", ".viper-docs.yml:3:5: unknown setting 'level'"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Configuration.parse(text, file: ".viper-docs.yml"), text) { error in
                let message = error.localizedDescription
                XCTAssertTrue(message.hasPrefix(expected), "\(message) should start with \(expected)")
                XCTAssertFalse(message.contains("\n"), "one line")
            }
        }
    }
}
