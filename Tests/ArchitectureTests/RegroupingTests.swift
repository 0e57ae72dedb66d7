import Architecture
import SourceScanner
import TestSupport
import XCTest

/// `AppModel.regrouped(by:)`: a package target's name is the group of the modules in it.
final class RegroupingTests: XCTestCase {
    func module(_ name: String, in folder: String) -> [(path: String, code: String)] {
        [
            ("\(folder)/\(name)Presenter.swift", "final class \(name)Presenter { weak var view: \(name)ViewController?; let wireframe: \(name)Wireframe }"),
            ("\(folder)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
            ("\(folder)/\(name)Wireframe.swift", "final class \(name)Wireframe { func make() { _ = \(name)Presenter() } }"),
        ]
    }

    func testModulesInAPackageTargetTakeItsName() {
        let model = InlineApp.model(module("Home", in: "Packages/Feature/Sources/Feature")
            + module("Settings", in: "App/Modules/Account/Settings"))
        XCTAssertEqual(model.modules.map { "\($0.name): \($0.group)" }, ["Home: Sources", "Settings: Account"], "by folder")
        let layout = ProjectLayout(packageTargets: [
            .init(name: "Feature", folder: "Packages/Feature/Sources/Feature"),
            .init(name: "FeatureTests", folder: "Packages/Feature/Tests/FeatureTests", isTest: true),
        ])
        let regrouped = model.regrouped(by: layout)
        XCTAssertEqual(regrouped.modules.map { "\($0.name): \($0.group)" }, ["Home: Feature", "Settings: Account"],
                       "the package target's name; the folder where no project says")
        XCTAssertEqual(regrouped.groups.map(\.name), ["Account", "Feature"])
    }
}
