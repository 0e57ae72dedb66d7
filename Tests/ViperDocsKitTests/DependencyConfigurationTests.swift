import Architecture
import Rules
import ViperDocsKit
import XCTest

/// `tags:` and `dependencies:` in `.viper-docs.yml`: every kind of rule read as written, and each
/// mistake one line at its place.
final class DependencyConfigurationTests: XCTestCase {
    func testEveryKindOfRuleIsReadAsWritten() throws {
        let configuration = try Configuration.parse("""
            tags:
              feature: ["group:Features"]
              core: ["group:Core", Analytics]
            dependencies:
              - id: layered
                layers: ["group:App", "tag:feature", ["tag:core", "group:Shared"]]
                exhaustive: true
              - id: features-apart
                independent: ["tag:feature"]
              - id: only-onboarding-opens-login
                forbidden: {from: "!Onboarding", to: Login, kinds: [navigation]}
                message: only the Onboarding flow may open Login
                severity: warning
              - id: no-reaching-in
                forbidden: {from: "*", to: "*", to-role: interactor}
              - id: core-uses-core
                allowed: {from: "tag:core", to: "tag:core"}
              - id: small
                metrics: {max-fan-out: 12, stable-dependencies: true}
            """, file: ".viper-docs.yml")
        let dependencies = configuration.rules.dependencies
        XCTAssertEqual(dependencies.tags["core"]?.map(\.description), ["group:Core", "Analytics"])
        XCTAssertEqual(dependencies.rules.map(\.id), ["layered", "features-apart", "only-onboarding-opens-login", "no-reaching-in", "core-uses-core", "small"])
        guard case let .layers(layers, exhaustive) = dependencies.rules[0].kind else { return XCTFail("layers") }
        XCTAssertEqual(layers.map { $0.map(\.description) }, [["group:App"], ["tag:feature"], ["tag:core", "group:Shared"]])
        XCTAssertTrue(exhaustive)
        guard case let .forbidden(edges) = dependencies.rules[2].kind else { return XCTFail("forbidden") }
        XCTAssertEqual(edges.from.map(\.description), ["!Onboarding"])
        XCTAssertTrue(edges.from[0].negated)
        XCTAssertEqual(edges.kinds, [.navigation])
        XCTAssertEqual(dependencies.rules[2].severity, .warning)
        XCTAssertEqual(dependencies.rules[2].message, "only the Onboarding flow may open Login")
        XCTAssertEqual(dependencies.rules[0].severity, .error, "the team's rules are errors unless they say otherwise")
        guard case let .forbidden(reachIn) = dependencies.rules[3].kind else { return XCTFail("to-role") }
        XCTAssertEqual(reachIn.toRole, .interactor)
        guard case let .metrics(limits) = dependencies.rules[5].kind else { return XCTFail("metrics") }
        XCTAssertEqual(limits.modules.map(\.description), ["*"], "metrics without modules: every module")
        XCTAssertEqual(limits.maxFanOut, 12)
        XCTAssertTrue(limits.stableDependencies)
        XCTAssertEqual(configuration.rules.dependencyRuleDescriptions.map(\.id), dependencies.rules.map(\.id))
    }

    func testMistakesAreOneLineAtTheirPlace() {
        let cases: [(String, String)] = [
            ("dependencies: {id: x}\n", ".viper-docs.yml:1:15: dependencies must be a list of rules"),
            ("dependencies:\n  - layers: [A]\n", ".viper-docs.yml:2:5: a dependency rule needs an id"),
            ("dependencies:\n  - id: x\n", ".viper-docs.yml:2:5: dependency rule 'x' needs one of layers, independent, forbidden, allowed, metrics"),
            ("dependencies:\n  - id: x\n    layers: [A]\n    independent: [B]\n", ".viper-docs.yml:4:5: a dependency rule has one of"),
            ("dependencies:\n  - id: no-strong-reference-cycle\n    layers: [A]\n", ".viper-docs.yml:2:9: 'no-strong-reference-cycle' is a built-in rule's id"),
            ("dependencies:\n  - id: x\n    layers: [A]\n  - id: x\n    layers: [B]\n", ".viper-docs.yml:4:5: two dependency rules have the id 'x'"),
            ("dependencies:\n  - id: x\n    forbidden: {from: A}\n", ".viper-docs.yml:3:16: forbidden needs from and to"),
            ("dependencies:\n  - id: x\n    forbidden: {from: A, to: B, kinds: [calls]}\n", ".viper-docs.yml:3:41: unknown kind 'calls'"),
            ("dependencies:\n  - id: x\n    independent: [\"tag:core\"]\n", ".viper-docs.yml:3:19: unknown tag 'core'; declare it under tags:"),
            ("dependencies:\n  - id: x\n    independent: [A]\n    exhaustive: true\n", ".viper-docs.yml:4:5: exhaustive belongs to a layers rule"),
            ("dependencies:\n  - id: x\n    metrics: {max-fan-out: -1}\n", ".viper-docs.yml:3:28: max-fan-out must be a whole number"),
            ("dependencies:\n  - id: x\n    layers: [A]\n    severity: fatal\n", ".viper-docs.yml:4:15: unknown severity 'fatal'"),
            ("dependencies:\n  - id: x\n    layers: [\"!\"]\n", ".viper-docs.yml:3:14: '!' in each layer names nothing"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Configuration.parse(text, file: ".viper-docs.yml"), text) { error in
                let message = error.localizedDescription
                XCTAssertTrue(message.hasPrefix(expected), "\(message) should start with \(expected)")
                XCTAssertFalse(message.contains("\n"), "one line")
            }
        }
    }

    func testEveryDocumentedExampleIsAValidConfiguration() throws {
        for kind in DependencyRuleDocumentation.kinds {
            let configuration = try Configuration.parse(kind.example, file: ".viper-docs.yml")
            XCTAssertFalse(configuration.rules.dependencies.rules.isEmpty, kind.key)
        }
    }
}
