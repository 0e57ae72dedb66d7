@testable import Architecture
import Rules
import SourceScanner
import TestSupport
import XCTest

/// The team's dependency rules on a small app: Home opens Details (a feature), Settings reaches
/// into Details' interactor, Details depends on nothing.
final class DependencyRuleTests: XCTestCase {
    private static let model = InlineApp.model(DependencyTestApp.files)

    private func findings(_ rules: [DependencyRule], tags: [String: [String]] = [:]) -> [Violation] {
        let dependencies = DependencyRules(tags: tags.mapValues { $0.compactMap(ModuleSelector.init) }, rules: rules)
        return RuleRunner(rules: [], configuration: RuleConfiguration(dependencies: dependencies)).run(on: Self.model)
    }

    private func selectors(_ texts: String...) -> [ModuleSelector] { texts.compactMap(ModuleSelector.init) }

    func testALowerLayerDependingOnAHigherOneIsAFindingAtItsEvidence() {
        let rule = DependencyRule(id: "layered", kind: .layers([selectors("Home", "Settings"), selectors("Details")], exhaustive: false))
        XCTAssertEqual(findings([rule]), [])
        let upsideDown = DependencyRule(id: "layered", kind: .layers([selectors("Details"), selectors("Home")], exhaustive: true),
                                        message: "screens below their details")
        let found = findings([upsideDown])
        XCTAssertEqual(found.map(\.rule), ["layered", "layered"])
        let edge = found.first { $0.module == "Home" }
        XCTAssertEqual(edge?.severity, .error)
        XCTAssertEqual(edge?.location.file, "Home/HomePresenter.swift")
        XCTAssertTrue(edge?.message.hasPrefix("Home (layer 2) depends on Details (layer 1, above it): conformance at Home/HomePresenter.swift:1") == true,
                      edge?.message ?? "")
        XCTAssertTrue(edge?.message.hasSuffix("Rule 'layered': screens below their details.") == true, edge?.message ?? "")
        // Exhaustive: Settings is in no layer.
        XCTAssertEqual(found.first { $0.module == "Settings" }?.message.hasPrefix("Settings belongs to no layer"), true)
    }

    func testIndependentModulesOfOneSetAndOfSeveralSets() {
        let apart = findings([DependencyRule(id: "apart", kind: .independent([selectors("*")]))])
        XCTAssertEqual(apart.map { "\($0.module) \($0.location.file):\($0.location.line)" },
                       ["Home Home/HomePresenter.swift:1", "Settings Settings/SettingsPresenter.swift:4"])
        let sets = findings([DependencyRule(id: "apart", kind: .independent([selectors("Home"), selectors("Settings")]))])
        XCTAssertEqual(sets, [], "Details is in neither set")
    }

    func testForbiddenByKindAndTargetRoleCitesOnlyTheMatchingEvidence() {
        let navigation = DependencyRule(id: "no-opening-details", kind: .forbidden(EdgeSelector(from: selectors("!Details"), to: selectors("Details"),
                                                                                                 kinds: [.navigation])), severity: .warning)
        let found = findings([navigation])
        XCTAssertEqual(found.map(\.module), ["Home"], "\(found)")
        XCTAssertEqual(found.first?.location.line, 4)
        XCTAssertEqual(found.first?.severity, .warning)
        let reachIn = DependencyRule(id: "no-reaching-in", kind: .forbidden(EdgeSelector(from: selectors("*"), to: selectors("*"), toRole: .interactor)))
        XCTAssertEqual(findings([reachIn]).map { "\($0.module): \($0.message)" }, [
            "Settings: Settings depends on Details, which the rule forbids: reference at Settings/SettingsPresenter.swift:4 "
                + "(SettingsPresenter.detailsInteractor holds DetailsInteractor). Rule 'no-reaching-in': No dependency from [*] to [*] on their interactor.",
        ])
    }

    func testAllowedEdgesAndTags() {
        let rule = DependencyRule(id: "features-use-core", kind: .allowed(EdgeSelector(from: selectors("tag:feature"), to: selectors("tag:core"))))
        let found = findings([rule], tags: ["feature": ["Home", "Settings"], "core": ["Details"]])
        XCTAssertEqual(found, [])
        let strict = findings([rule], tags: ["feature": ["Home", "Settings"], "core": ["Analytics"]])
        XCTAssertEqual(strict.map(\.module), ["Home", "Settings"])
    }

    func testMetricLimitsAndStableDependencies() {
        let limits = DependencyRule(id: "small", kind: .metrics(MetricLimits(modules: selectors("*"), maxFanIn: 1)), severity: .note)
        XCTAssertEqual(findings([limits]).map(\.message), ["2 modules depend on Details, more than 1. Rule 'small': Modules of [*] are depended on by at most 1 modules."])
        // Every module depends only on Details (instability 0): the stable direction.
        let stable = DependencyRule(id: "stable", kind: .metrics(MetricLimits(modules: selectors("*"), stableDependencies: true)))
        XCTAssertEqual(findings([stable]), [])
    }

    func testASuppressionCommentAtTheEvidenceSilencesTheFinding() {
        var files = DependencyTestApp.files
        let index = files.firstIndex { $0.path == "Settings/SettingsPresenter.swift" }!
        files[index].code = files[index].code.replacingOccurrences(of: "    ↓var detailsInteractor",
                                                                     with: "    // viper-docs:disable:next apart\n    var detailsInteractor")
        let model = InlineApp.model(files)
        let rules = DependencyRules(rules: [DependencyRule(id: "apart", kind: .independent([selectors("*")]))])
        let found = RuleRunner(rules: [], configuration: RuleConfiguration(dependencies: rules)).run(on: model)
        XCTAssertEqual(found.map(\.module), ["Home"], "\(found)")
    }

    func testAListThatMatchesNoModuleIsAWarning() {
        let rules = DependencyRules(tags: ["core": selectors("Core*")],
                                    rules: [DependencyRule(id: "x", kind: .forbidden(EdgeSelector(from: selectors("group:Nope"), to: selectors("tag:core"))), line: 7)])
        XCTAssertEqual(DependencyRuleChecks(rules: rules, model: Self.model).warnings(), [
            "tag 'core' matches no module; 'viper-docs graph --format json' lists the modules and their groups",
            "dependency rule 'x' (line 7): [group:Nope] matches no module",
            "dependency rule 'x' (line 7): [tag:core] matches no module",
        ])
    }
}
