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
                XCTAssertTrue(found.allSatisfy { $0.rule == id && $0.severity == rule.description.defaultSeverity }, "\(id) triggering example \(index + 1): \(found.map(\.message))")
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
        for rule in RuleRegistry.all {
            let rationale = rule.description.rationale
            XCTAssertFalse(rationale.lowercased().contains("seed"), "\(rule.description.id) cites its sources by title, not by seed")
            XCTAssertTrue(rationale.contains("“") || rationale.contains("README"), "\(rule.description.id) cites a document")
        }
    }

    /// Every type in `Sources/Rules` that is a rule (conforms to `Rule`, or to a protocol that refines
    /// it) is registered, once: read with the scanner from the source folder, so that a rule added
    /// without its line in `RuleRegistry.all` fails here.
    func testEveryRuleTypeIsRegistered() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let types = try files.flatMap { name in
            SourceScanner.scan(source: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), path: name).types
        }
        // The protocols that refine `Rule`, then the concrete types that conform to any of them.
        var ruleProtocols: Set<String> = ["Rule"]
        var grew = true
        while grew {
            let more = types.filter { $0.kind == .protocol && $0.inherits.contains { ruleProtocols.contains($0.name) } }.map(\.name)
            grew = !Set(more).isSubset(of: ruleProtocols)
            ruleProtocols.formUnion(more)
        }
        let rules = types.filter { $0.kind != .protocol && $0.inherits.contains { ruleProtocols.contains($0.name) } }.map(\.name)
        XCTAssertGreaterThan(rules.count, 20, "the scan finds the rules")
        let registered = RuleRegistry.all.map { String(describing: $0) }
        XCTAssertEqual(Set(registered).count, registered.count, "each rule is registered once")
        XCTAssertEqual(Set(rules), Set(registered), "every rule type is in RuleRegistry.all, and only rules are")
    }

    func testCycleMessageNamesTheWholePath() throws {
        let example = NoStrongReferenceCycleRule.description.triggeringExamples[0]
        let violation = try XCTUnwrap(violations(of: NoStrongReferenceCycleRule.self, in: example).first)
        XCTAssertEqual(violation.message, "strong reference cycle in module Home: HomePresenter.view → HomeViewController.presenter → HomePresenter; "
            + "make 'view' in HomePresenter weak, or another of these references")
        XCTAssertEqual(violation.properties, ["view", "presenter"])
    }

    func testOwnershipMessageSaysWhatToWrite() throws {
        let example = PresenterHoldsViewWeaklyRule.description.triggeringExamples[0]
        let violation = try XCTUnwrap(violations(of: PresenterHoldsViewWeaklyRule.self, in: example).first)
        XCTAssertEqual(violation.message, "HomePresenter holds its view HomeViewController strongly through 'view' in module Home; "
            + "declare it 'weak var view: HomeViewInterface?' or 'unowned let view: HomeViewInterface'")
    }
}
