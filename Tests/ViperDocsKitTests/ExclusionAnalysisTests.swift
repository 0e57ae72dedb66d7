import Architecture
import Foundation
import SourceScanner
import TestSupport
import ViperDocsKit
import XCTest

/// The analysis carries what was skipped into the model, and groups by the project's layout.
final class ExclusionAnalysisTests: XCTestCase {
    static let home = [
        "Sources/Feature/HomePresenter.swift": "final class HomePresenter { weak var view: HomeViewController?; let wireframe: HomeWireframe }",
        "Sources/Feature/HomeViewController.swift": "final class HomeViewController: UIViewController { var presenter: HomePresenter! }",
        "Sources/Feature/HomeWireframe.swift": "final class HomeWireframe { func make() { _ = HomePresenter() } }",
        "Package.swift": "let package = Package(name: \"F\", targets: [.target(name: \"Feature\"), .testTarget(name: \"Unit\", path: \"Checks\")])",
        "Checks/HomeChecks.swift": "final class HomeMockPresenter {}",
        "Pods/MyPod/Thing.swift": "final class Thing {}",
        "Pods/Other/Other.swift": "final class Other {}",
        "Sources/Feature/L10n.swift": "// Generated using SwiftGen\nenum L10n {}",
    ]

    func testTheModelListsWhatWasSkippedAndGroupsByPackageTarget() async throws {
        let root = try temporaryApp(Self.home.merging([".viper-docs.yml": "include: [Pods/MyPod]\n"]) { a, _ in a })
        let analysis = try await Analyzer.analyze(path: root.path, progress: Progress(quiet: true, total: 3))
        XCTAssertEqual(analysis.model.excluded.map { "\($0.path): \($0.reason)" }, [
            "Checks: test target",
            "Pods: CocoaPods dependencies",
            "Sources/Feature/L10n.swift: generated code",
        ])
        XCTAssertTrue(analysis.model.files.map(\.path).contains("Pods/MyPod/Thing.swift"), "include: brings it back")
        XCTAssertFalse(analysis.model.files.map(\.path).contains("Pods/Other/Other.swift"))
        XCTAssertEqual(analysis.model.modules.map { "\($0.name): \($0.group)" }, ["Home: Feature"], "not `Sources`, the folder")
    }
}
