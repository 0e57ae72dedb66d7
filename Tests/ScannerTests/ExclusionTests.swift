import Foundation
import SourceScanner
import XCTest

/// A temporary folder with files at relative paths; removed after the test.
func makeTree(_ files: [String: String], in test: XCTestCase) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    return root
}

/// Nothing disappears silently: every built-in exclusion is listed once, with its reason.
final class ExclusionTests: XCTestCase {
    let kept = "App/Home/HomePresenter.swift"

    func testEveryDefaultExclusionIsListedOnceWithItsReason() throws {
        let code = "final class X {}\n"
        let root = try makeTree([
            kept: code,
            "XcodeTemplates/VIPER Module.xctemplate/___FILEBASENAME___Presenter.swift": code,
            "App/___VARIABLE_moduleName___/Presenter.swift": code,
            "App/Home/___FILEBASENAME___View.swift": code,
            "Templates/viper_module/viper_module.rambaspec": "name: viper_module\n",
            "Templates/viper_module/Code/presenter.swift.liquid": "{{ module_info.name }}\n",
            "Generamba/swift_service/swift_service.rambaspec": "name: swift_service\n",
            "Generamba/swift_service/Code/Service.swift": code,
            "AppTests/HomePresenterTests.swift": code,
            "AppUITests/LaunchTests.swift": code,
            "Tests/AppTests/A.swift": code,
            "QuickSpecs/A.swift": code,
            "App/Home/HomePresenterTests.swift": code,
            "App/Home/HomeSpec.swift": code,
            "App/Home/HomeSpecs.swift": code,
            "Pods/Alamofire/Source/Session.swift": code,
            "Pods/Alamofire/Tests/SessionTests.swift": code,
            "Carthage/Checkouts/RxSwift/Observable.swift": code,
            "vendor/Lib.swift": code,
            ".build/checkouts/Yams/Yams.swift": code,
            "DerivedData/App/Build.swift": code,
            "build/Intermediates/X.swift": code,
            "node_modules/react-native/ios/RN.m": code,
            "SourcePackages/checkouts/swift-log/Log.swift": code,
            "App/Checkouts/Kit.swift": code,
            "App/Resources/R.generated.swift": code,
            "App/Resources/Strings+Generated.swift": code,
            "App/Resources/AutoMockable.generated.swift": code,
            ".git/hooks/hook.swift": code,
        ], in: self)
        let listing = SourceScanner(root: root).listing()
        XCTAssertEqual(listing.files, [kept])
        XCTAssertEqual(listing.excluded.map { "\($0.path): \($0.reason)" }, [
            ".build: build output",
            "App/Checkouts: Swift package checkouts",
            "App/Home/HomePresenterTests.swift: test file",
            "App/Home/HomeSpec.swift: test file",
            "App/Home/HomeSpecs.swift: test file",
            "App/Home/___FILEBASENAME___View.swift: Xcode file template",
            "App/Resources/AutoMockable.generated.swift: generated code",
            "App/Resources/R.generated.swift: generated code",
            "App/Resources/Strings+Generated.swift: generated code",
            "App/___VARIABLE_moduleName___: Xcode file template",
            "AppTests: test target",
            "AppUITests: test target",
            "Carthage: Carthage dependencies",
            "DerivedData: build output",
            "Generamba/swift_service: Generamba template",
            "Pods: CocoaPods dependencies",
            "QuickSpecs: test target",
            "SourcePackages: Swift package checkouts",
            "Templates: Generamba template",
            "Tests: test target",
            "XcodeTemplates/VIPER Module.xctemplate: Xcode file template",
            "build: build output",
            "node_modules: npm packages",
            "vendor: vendored dependencies",
        ])
        XCTAssertEqual(SourceScanner(root: root).sourceFiles(), [kept], "sourceFiles() is the listing's files")
    }

    func testAFolderNamedTemplatesWithoutLiquidFilesIsScanned() throws {
        let root = try makeTree(["App/Templates/CellTemplate.swift": "final class CellTemplate {}\n"], in: self)
        let listing = SourceScanner(root: root).listing()
        XCTAssertEqual(listing.files, ["App/Templates/CellTemplate.swift"])
        XCTAssertEqual(listing.excluded, [])
    }

    func testTheConfigurationsExcludesAreListed() throws {
        let root = try makeTree(["App/A.swift": "", "Legacy/Old.swift": "", "App/B.swift": ""], in: self)
        let scanner = SourceScanner(root: root, isExcluded: { $0 == "Legacy" || $0 == "App/B.swift" })
        let listing = scanner.listing()
        XCTAssertEqual(listing.files, ["App/A.swift"])
        XCTAssertEqual(listing.excluded, [Exclusion(path: "App/B.swift", reason: "excluded by configuration"),
                                          Exclusion(path: "Legacy", reason: "excluded by configuration")])
    }

    func testGeneratedFilesAreFoundWhileScanning() async throws {
        let root = try makeTree([
            "App/L10n.swift": "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n\nenum L10n {}\n",
            "App/Mocks.swift": "// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\nclass HomeMock {}\n",
            "App/API.swift": "/*\n * @generated\n */\nstruct Query {}\n",
            "App/Home/HomePresenter.swift": "//\n//  HomePresenter.swift\n//\n//  This file was generated by the 🐍 VIPER generator\n//\n\nfinal class HomePresenter {}\n",
            "App/Late.swift": "final class Late {}\n// DO NOT EDIT below\n",
        ], in: self)
        let scanner = SourceScanner(root: root)
        let listing = scanner.listing()
        XCTAssertEqual(listing.excluded, [], "the names say nothing")
        let result = try await scanner.scanSources(listing.files)
        XCTAssertEqual(result.files.map(\.path), ["App/Home/HomePresenter.swift", "App/Late.swift"])
        XCTAssertEqual(result.excluded.map(\.path), ["App/API.swift", "App/L10n.swift", "App/Mocks.swift"])
        XCTAssertEqual(Set(result.excluded.map(\.reason)), ["generated code"])
        let all = try await scanner.scan(listing.files)
        XCTAssertEqual(all.count, 5, "scan(_:) parses every file it is given")
    }

    func testGeneratedHeaders() {
        XCTAssertTrue(DefaultExclusions.isGeneratedHeader("// This is a generated file, do not edit!\n// Generated by R.swift\nimport UIKit\n"))
        XCTAssertTrue(DefaultExclusions.isGeneratedHeader("\n\n// Code generated by protoc-gen-swift. DO NOT EDIT.\n"))
        XCTAssertFalse(DefaultExclusions.isGeneratedHeader("//  Created by Ann on 1/2/20.\n//  Copyright © 2020. All rights reserved.\n"))
        XCTAssertFalse(DefaultExclusions.isGeneratedHeader("// Module generated by Generamba\nclass A {}\n"))
        XCTAssertFalse(DefaultExclusions.isGeneratedHeader("import UIKit\n// @generated\n"), "only the comments before the code count")
    }

    func testIncludeOverridesTheDefaultsButNotTheConfigurationsExcludes() async throws {
        let code = "final class X {}\n"
        let root = try makeTree([
            kept: code,
            "Pods/MyPod/Source/Feature.swift": code,
            "Pods/Alamofire/Session.swift": code,
            "App/Resources/Assets.generated.swift": code,
            "App/Home/HomeSpec.swift": code,
            "App/Gen/L10n.swift": "// Generated using SwiftGen\nenum L10n {}\n",
            "HomeTests/HomeTests.swift": code,
            "Legacy/LegacySpec.swift": code,
        ], in: self)
        let scanner = SourceScanner(root: root, included: ["Pods/MyPod", "**/*.generated.swift", "App/Home/HomeSpec.swift", "App/Gen/**", "Legacy"],
                                    isExcluded: { $0 == "Legacy" })
        let listing = scanner.listing()
        XCTAssertEqual(listing.files, ["App/Gen/L10n.swift", kept, "App/Home/HomeSpec.swift", "App/Resources/Assets.generated.swift",
                                       "Pods/MyPod/Source/Feature.swift"])
        XCTAssertEqual(listing.excluded.map { "\($0.path): \($0.reason)" }, [
            "HomeTests: test target",
            "Legacy: excluded by configuration",
            "Pods: CocoaPods dependencies",
        ], "Pods is still listed: only what include names is taken from it")
        let result = try await scanner.scanSources(listing.files)
        XCTAssertEqual(result.excluded, [], "an included file is scanned even when its header says generated")
    }

    func testTestTargetsOfAPackageAreExcludedAfterTheWalk() {
        let listing = SourceListing(files: ["Feature/Checks/A.swift", "Feature/Checks/Keep.swift", "Feature/Sources/F/B.swift"])
        let result = listing.excluding(folders: ["Feature/Checks", "Feature/Tests/FeatureTests"], reason: "test target",
                                       included: ["Feature/Checks/Keep.swift"])
        XCTAssertEqual(result.files, ["Feature/Checks/Keep.swift", "Feature/Sources/F/B.swift"])
        XCTAssertEqual(result.excluded, [Exclusion(path: "Feature/Checks", reason: "test target")])
    }
}
