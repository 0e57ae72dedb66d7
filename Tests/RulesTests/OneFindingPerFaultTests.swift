import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// A fault in a type that several modules share is one finding, listing the modules, not one per module.
final class OneFindingPerFaultTests: XCTestCase {
    /// Reports the shared file's first line from every module, as rules do for a shared class.
    private struct SharedFault: Rule {
        static let description = RuleDescription(
            id: "shared-fault", title: "", rationale: "", defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: [])
        static let place = SourceLocation(file: "Shared/SharedView.swift", line: 1, column: 1)
        func validate(module: Module, in context: RuleContext) -> [Violation] {
            [violation(module, at: Self.place, "SharedView holds 'presenter' strongly in module \(module.name); declare it weak",
                       properties: ["presenter"], context: context)]
        }
    }

    /// Like `SharedFault`, but about each module as a whole.
    private struct ModuleFault: Rule {
        static let description = RuleDescription(
            id: "module-fault", title: "", rationale: "", defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: [])
        static var findsModuleFaults: Bool { true }
        func validate(module: Module, in context: RuleContext) -> [Violation] {
            [violation(module, at: SharedFault.place, "module \(module.name) has no presenter", context: context)]
        }
    }

    private func run(_ rule: any Rule.Type) -> [Violation] {
        let app = InfinumExample.module(extraFiles: [
            ExampleFile("Modules/Details/DetailsPresenter.swift", "final class DetailsPresenter {}"),
            ExampleFile("Modules/Details/DetailsViewController.swift", "final class DetailsViewController: UIViewController { var presenter: DetailsPresenter! }"),
            ExampleFile("Modules/Details/DetailsWireframe.swift", "final class DetailsWireframe { init() { _ = DetailsPresenter() } }"),
        ])
        let model = InlineApp.model(app.pairs)
        XCTAssertEqual(model.modules.map(\.name), ["Details", "Home"])
        let configuration = RuleConfiguration(severities: [rule.description.id: .warning])
        return RuleRunner(rules: [rule], configuration: configuration).run(on: model)
    }

    func testAFaultFoundFromTwoModulesIsOneFindingListingBoth() {
        let found = run(SharedFault.self)
        XCTAssertEqual(found.map(\.message), ["SharedView holds 'presenter' strongly in modules Details and Home; declare it weak"])
        XCTAssertEqual(found.first?.module, "Details")
    }

    func testModuleFaultsAtOnePlaceStayApart() {
        XCTAssertEqual(run(ModuleFault.self).map(\.message), ["module Details has no presenter", "module Home has no presenter"])
    }
}
