import Architecture
import Rules
import SourceScanner
import TestSupport
import XCTest

/// Runs every example of every rule's description, as SwiftLint does: a triggering example reports
/// exactly at its `↓` marks, a non-triggering one reports nothing, and so does every example
/// turned into a comment.
final class RuleExampleTests: XCTestCase {
    private func violations(of rule: any Rule.Type, in example: RuleExample) -> [Violation] {
        RuleRunner(rules: [rule], configuration: RuleConfiguration(severities: [rule.description.id: rule.description.defaultSeverity]))
            .run(on: InlineApp.model(example.pairs))
    }

    func testTriggeringExamplesReportAtTheirMarks() {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            XCTAssertFalse(rule.description.triggeringExamples.isEmpty, "\(id) has no triggering example")
            for (index, example) in rule.description.triggeringExamples.enumerated() {
                let found = violations(of: rule, in: example)
                XCTAssertEqual(found.map(\.location), InlineApp.markedLocations(example.pairs),
                               "\(id) triggering example \(index + 1): \(found.map(\.message))")
                XCTAssertTrue(found.allSatisfy { $0.rule == id && $0.severity == rule.description.defaultSeverity })
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            XCTAssertFalse(rule.description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
            for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
                let found = violations(of: rule, in: example)
                XCTAssertEqual(found, [], "\(id) non-triggering example \(index + 1)")
            }
        }
    }

    func testExamplesInsideCommentsReportNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let commented = RuleExample(example.files.map { ExampleFile($0.path, "/*\n\($0.code)\n*/") })
                XCTAssertEqual(violations(of: rule, in: commented), [], "\(rule.description.id) inside a comment")
            }
        }
    }

    func testTriggeringExamplesWithASuppressionCommentReportNothing() {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            for example in rule.description.triggeringExamples {
                let suppressed = RuleExample(example.files.map { file in
                    file.code.contains("↓") ? ExampleFile(file.path, "// viper-docs:disable \(id)\n" + file.code) : file
                })
                XCTAssertEqual(violations(of: rule, in: suppressed).filter { $0.rule == id }, [], "\(id) with a suppression comment")
            }
        }
    }

    func testRuleIdsAreUniqueAndDescribed() {
        let ids = RuleRegistry.all.map { $0.description.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(ids, ["presenter-holds-view-weakly", "view-holds-presenter-strongly", "presenter-holds-interactor-strongly",
                             "presenter-holds-router-strongly", "interactor-holds-presenter-weakly", "router-holds-view-weakly",
                             "builder-holds-nothing", "no-strong-reference-cycle", "weak-reference-is-class-bound",
                             "reference-through-protocol", "only-assembler-creates-components", "view-does-not-reference-interactor",
                             "interactor-does-not-reference-view-or-router", "presenter-does-not-import-ui", "interactor-does-not-import-ui",
                             "no-cross-module-references", "closure-captures-self-weakly", "module-has-presenter", "module-has-assembler",
                             "interfaces-in-one-file", "protocol-naming", "wireframe-inherits-base-wireframe",
                             "view-does-not-reference-entities"])
        for rule in RuleRegistry.all {
            XCTAssertTrue(rule.description.rationale.contains("seed"), "\(rule.description.id) cites its seed")
        }
    }

    func testCycleMessageNamesTheWholePath() throws {
        let example = NoStrongReferenceCycleRule.description.triggeringExamples[0]
        let violation = try XCTUnwrap(violations(of: NoStrongReferenceCycleRule.self, in: example).first)
        XCTAssertEqual(violation.message, "strong reference cycle in module Home: HomePresenter.view → HomeViewController.presenter → HomePresenter; "
            + "make one of these references weak (usually the one back to the view or the presenter)")
        XCTAssertEqual(violation.properties, ["view", "presenter"])
    }

    func testOwnershipMessageSaysWhatToWrite() throws {
        let example = PresenterHoldsViewWeaklyRule.description.triggeringExamples[0]
        let violation = try XCTUnwrap(violations(of: PresenterHoldsViewWeaklyRule.self, in: example).first)
        XCTAssertEqual(violation.message, "HomePresenter holds its view HomeViewController strongly through 'view' in module Home; "
            + "declare it 'weak var view: HomeViewInterface?' or 'unowned let view: HomeViewInterface'")
    }
}
