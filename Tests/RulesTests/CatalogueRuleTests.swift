import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// The catalogue's rules beyond their examples: opt-in rules, messages, and the example modules
/// being clean for every rule.
final class CatalogueRuleTests: XCTestCase {
    private func violations(_ rules: [any Rule.Type], in example: RuleExample, turnedOn: Bool = false) -> [Violation] {
        let configuration = turnedOn
            ? RuleConfiguration(severities: Dictionary(uniqueKeysWithValues: rules.map { ($0.description.id, $0.description.defaultSeverity) }))
            : .default
        return RuleRunner(rules: rules, configuration: configuration).run(on: InlineApp.model(example.pairs))
    }

    private func message(_ rule: any Rule.Type, _ example: RuleExample) throws -> String {
        try XCTUnwrap(violations([rule], in: example, turnedOn: true).first).message
    }

    // MARK: - Opt-in rules

    func testOptInRulesRunOnlyWhenTurnedOn() {
        let optIn = RuleRegistry.all.filter { $0.description.isOptIn }
        XCTAssertEqual(optIn.map { $0.description.id }, ["view-does-not-reference-entities"])
        for rule in optIn {
            let id = rule.description.id
            for (index, example) in rule.description.triggeringExamples.enumerated() {
                XCTAssertEqual(violations([rule], in: example), [], "\(id) runs without being turned on")
                let found = violations([rule], in: example, turnedOn: true)
                XCTAssertEqual(found.map(\.location), InlineApp.markedLocations(example.pairs), "\(id) triggering example \(index + 1)")
                XCTAssertTrue(found.allSatisfy { $0.rule == id && $0.severity == rule.description.defaultSeverity })
            }
            for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
                XCTAssertEqual(violations([rule], in: example, turnedOn: true), [], "\(id) non-triggering example \(index + 1)")
            }
        }
    }

    // MARK: - The example modules are clean

    func testExampleModulesBreakNoRule() {
        let all = RuleRegistry.all
        let clean = [
            ("VIPER(B)", ViperBExample.module()),
            ("Contract", ContractExample.module()),
            ("Infinum with BaseWireframe", InfinumExample.module(wireframe: InfinumExample.subclassWireframe, extraFiles: [InfinumExample.baseWireframe])),
        ]
        for (name, example) in clean {
            XCTAssertEqual(violations(all, in: example, turnedOn: true).map { "\($0.rule): \($0.message)" }, [], name)
        }
        // The ownership rules' shorter Infinum module only lacks the BaseWireframe.
        XCTAssertEqual(violations(all, in: InfinumExample.module(), turnedOn: true).map(\.rule), ["wireframe-inherits-base-wireframe"])
    }

    func testExampleModulesHaveTheirStyle() {
        let cases: [(RuleExample, ModuleStyle)] = [
            (InfinumExample.module(), .infinum), (ViperBExample.module(), .viperb), (ContractExample.module(), .contract),
        ]
        for (example, style) in cases {
            XCTAssertEqual(InlineApp.model(example.pairs).modules.map(\.style), [style])
        }
    }

    // MARK: - Messages say what to write instead

    func testReferenceThroughProtocolNamesTheProtocolTheHolderShouldUse() throws {
        XCTAssertEqual(try message(ReferenceThroughProtocolRule.self, ReferenceThroughProtocolRule.description.triggeringExamples[0]),
                       "HomePresenter refers to its view through the concrete type HomeViewController ('view') in module Home; "
                        + "declare it as HomeViewInterface, the protocol HomeViewController adopts")
        XCTAssertEqual(try message(ReferenceThroughProtocolRule.self, ReferenceThroughProtocolRule.description.triggeringExamples[3]),
                       "TracksInteractor refers to its presenter through the concrete type TracksPresenter ('delegate') in module Tracks; "
                        + "declare it as TracksInteractorDelegate, the protocol TracksPresenter adopts")
    }

    func testOnlyAssemblerMessageNamesTheAssembler() throws {
        XCTAssertEqual(try message(OnlyAssemblerCreatesComponentsRule.self, OnlyAssemblerCreatesComponentsRule.description.triggeringExamples[0]),
                       "HomePresenter creates its interactor HomeInteractor in reload() in module Home; "
                        + "let HomeWireframe create it and pass it to HomePresenter")
    }

    func testCrossModuleMessageNamesTheWayIn() throws {
        XCTAssertEqual(try message(NoCrossModuleReferencesRule.self, NoCrossModuleReferencesRule.description.triggeringExamples[0]),
                       "HomePresenter holds DetailsPresenter, the presenter of module Details, through 'details' in module Home; "
                        + "reach module Details only through its wireframe or builder, from HomeWireframe")
    }

    func testClosureMessageNamesTheCall() throws {
        XCTAssertEqual(try message(ClosureCapturesSelfWeaklyRule.self, ClosureCapturesSelfWeaklyRule.description.triggeringExamples[0]),
                       "HomePresenter passes interactor.getShows a closure that captures self strongly in loadShows() in module Home; "
                        + "capture it weakly, '{ [weak self] … }', or '[unowned self]' when the callee cannot outlive HomePresenter")
    }

    // MARK: - Cases the examples do not show

    func testAnotherModulesViewCreatedByAWireframeIsReported() {
        let example = InfinumExample.module(wireframe: """
            final class HomeWireframe: HomeWireframeInterface {
                private weak var viewController: HomeViewController?
                init() {
                    let view = HomeViewController()
                    view.presenter = HomePresenter(view: view, interactor: HomeInteractor(), wireframe: self)
                    viewController = view
                }
                func openDetails() {
                    viewController?.navigationController?.pushViewController(↓DetailsViewController(), animated: true)
                }
            }
            """, extraFiles: [
                ExampleFile("Modules/Details/DetailsViewController.swift", "final class DetailsViewController: UIViewController {}"),
                ExampleFile("Modules/Details/DetailsWireframe.swift", "final class DetailsWireframe {\n    let viewController = DetailsViewController()\n}"),
            ])
        let found = violations([OnlyAssemblerCreatesComponentsRule.self], in: example)
        XCTAssertEqual(found.map(\.location), InlineApp.markedLocations(example.pairs))
        XCTAssertEqual(found.first?.message, "HomeWireframe creates DetailsViewController, the view of module Details, in openDetails() "
            + "in module Home; open module Details through DetailsWireframe")
    }

    func testObjectiveCPresenterImportingUIKitInItsImplementation() throws {
        XCTAssertEqual(try message(PresenterDoesNotImportUIRule.self, PresenterDoesNotImportUIRule.description.triggeringExamples[2]),
                       "ZIKHomePresenter (ZIKHomePresenter.m) imports UIKit in module Home; the presenter prepares data for the view "
                        + "and decides, it draws nothing: hand the view plain values or view models (an image's or a colour's name, "
                        + "not a UIImage or a UIColor, which the view makes), then import Foundation")
    }

    func testAWeakCompositionWithAClassBoundPartIsClassBound() {
        let example = InfinumExample.module(presenterView: "private weak var view: (HomeViewInterface & Loading)?", interfaces: """
            protocol HomeWireframeInterface: AnyObject {}
            protocol HomeViewInterface: AnyObject {}
            protocol Loading {}
            protocol HomePresenterInterface: AnyObject {}
            protocol HomeInteractorInterface: AnyObject {}
            """)
        XCTAssertEqual(violations([WeakReferenceIsClassBoundRule.self], in: example), [])
    }
}
