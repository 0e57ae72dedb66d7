import Architecture
@testable import Rules
import TestSupport
import XCTest

/// The ownership rules' advice is a declaration that compiles where the property is: Objective-C for a
/// header, and a class-bound protocol first where Swift's `weak` would not accept the one declared.
final class AdviceSpellingTests: XCTestCase {
    private func messages(_ rule: any Rule.Type, _ files: [(String, String)]) -> [String] {
        RuleRunner(rules: [rule]).run(on: InlineApp.model(files)).map(\.message)
    }

    func testObjectiveCAdviceIsAPropertyDeclaration() {
        let found = messages(PresenterHoldsViewWeaklyRule.self, [
            ("Modules/Home/ZIKHomeViewController.h", """
                @interface ZIKHomeViewController : UIViewController
                @property (nonatomic, strong) ZIKHomePresenter *eventHandler;
                @end
                """),
            ("Modules/Home/ZIKHomePresenter.h", """
                @interface ZIKHomePresenter : NSObject
                @property (nonatomic, strong) id<ZIKHomeViewInput> view;
                @end
                """),
            ("Modules/Home/ZIKHomeViewInput.h", "@protocol ZIKHomeViewInput <NSObject>\n@end"),
            ("Modules/Home/ZIKHomeViewController.m", "@interface ZIKHomeViewController () <ZIKHomeViewInput>\n@end"),
        ])
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasSuffix("declare it '@property (nonatomic, weak) id<ZIKHomeViewInput> view'") ?? false, "\(found)")
    }

    func testWeakAdviceThroughAProtocolNotClassBoundSaysToBindItFirst() {
        func advice(_ bound: String) -> String? {
            messages(PresenterHoldsViewWeaklyRule.self, InfinumExample.module(
                presenterView: "private let view: HomeViewInterface",
                interfaces: """
                    protocol HomeWireframeInterface: AnyObject {}
                    protocol HomeViewInterface\(bound) {}
                    protocol HomePresenterInterface: AnyObject {}
                    protocol HomeInteractorInterface: AnyObject {}
                    """).pairs).first
        }
        let declared = "declare it 'weak var view: HomeViewInterface?' or 'unowned let view: HomeViewInterface'"
        XCTAssertTrue(advice(": AnyObject")?.hasSuffix(declared) ?? false, "\(advice(": AnyObject") ?? "nothing")")
        XCTAssertTrue(advice("")?.hasSuffix(declared + " (first make HomeViewInterface class-bound, "
            + "'protocol HomeViewInterface: AnyObject', or 'weak' does not compile)") ?? false, "\(advice("") ?? "nothing")")
    }

    /// A presenter that is an `ObservableObject` needs Combine, not SwiftUI: `import Foundation` would not compile.
    func testAnObservablePresenterIsToldToImportCombine() {
        func advice(_ conformance: String) -> String? {
            messages(PresenterDoesNotImportUIRule.self, InfinumExample.module(presenterHeader: "import SwiftUI", extraFiles: [
                ExampleFile("Modules/Home/HomePresenter+Observable.swift", "extension HomePresenter: \(conformance) {}"),
            ]).pairs).first
        }
        XCTAssertTrue(advice("ObservableObject")?.hasSuffix("imports SwiftUI in module Home; ObservableObject and @Published come from "
            + "Combine: import Combine instead, and hand the view plain values") ?? false, advice("ObservableObject") ?? "nothing")
        XCTAssertTrue(advice("Equatable")?.hasSuffix("which the view makes), then import Foundation") ?? false,
                      advice("Equatable") ?? "nothing")
    }
}
