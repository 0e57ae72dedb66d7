import Foundation
import SourceScanner
import XCTest

/// Groups from Swift packages and Xcode projects (`ProjectLayout`).
final class ProjectLayoutTests: XCTestCase {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Feature",
            products: [.library(name: "Feature", targets: ["Feature"])],
            targets: [
                .target(name: "Feature", dependencies: [.target(name: "Core"), "Onboarding"]),
                .target(name: "Onboarding", path: "Sources/OnboardingKit"),
                .executableTarget(name: "Tool"),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
                .testTarget(name: "Checks", path: "Checks"),
            ]
        )
        """

    func testPackageTargetsGroupTheModulesInTheirFolders() throws {
        let root = try makeTree(["Packages/Feature/Package.swift": Self.manifest], in: self)
        let layout = ProjectLayout.read(root: root, files: ["Packages/Feature/Package.swift"])
        XCTAssertEqual(layout.packageTargets.map { "\($0.name) \($0.folder)\($0.isTest ? " test" : "")" }, [
            "Checks Packages/Feature/Checks test",
            "Feature Packages/Feature/Sources/Feature",
            "Onboarding Packages/Feature/Sources/OnboardingKit",
            "Tool Packages/Feature/Sources/Tool",
            "FeatureTests Packages/Feature/Tests/FeatureTests test",
        ], "`.target(name: \"Core\")` in dependencies is no target")
        XCTAssertEqual(layout.testTargetFolders, ["Packages/Feature/Checks", "Packages/Feature/Tests/FeatureTests"])
        XCTAssertEqual(layout.group(ofModuleFolder: "Packages/Feature/Sources/Feature/Home", files: []), "Feature")
        XCTAssertEqual(layout.group(ofModuleFolder: "Packages/Feature/Sources/Feature", files: []), "Feature")
        XCTAssertEqual(layout.group(ofModuleFolder: "Packages/Feature/Sources/OnboardingKit/Welcome/Steps", files: []), "Onboarding")
        XCTAssertNil(layout.group(ofModuleFolder: "App/Modules/Home", files: []))
        XCTAssertNil(layout.group(ofModuleFolder: "Packages/Feature/Checks/Home", files: []), "test targets group nothing")
        XCTAssertEqual(layout.warnings, [])
    }

    func testAPackageSwiftThatIsNoManifestGivesNoTargets() throws {
        let root = try makeTree(["A/Package.swift": "let targets: [ = (((( .target(name:", "B/Package.swift": "targets: 3"], in: self)
        let layout = ProjectLayout.read(root: root, files: ["A/Package.swift", "B/Package.swift"])
        XCTAssertEqual(layout.packageTargets, [])
    }

    /// main group → App (path App) → "Onboarding flow" (path OB) → Welcome (path Welcome);
    /// App → Legacy (name only) → Login (name only) → LoginPresenter.swift, LoginView.swift.
    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        /* Begin PBXGroup section */
        \t\tM0 = {isa = PBXGroup; children = (G1 /* App */, P1 /* Products */, ); sourceTree = "<group>"; };
        \t\tG1 /* App */ = {isa = PBXGroup; children = (G2, G4, ); path = App; sourceTree = "<group>"; };
        \t\tG2 = {isa = PBXGroup; children = (G3, ); name = "Onboarding flow"; path = OB; sourceTree = "<group>"; };
        \t\tG3 = {isa = PBXGroup; children = (F1, ); path = Welcome; sourceTree = "<group>"; };
        \t\tG4 = {isa = PBXGroup; children = (G5, ); name = Legacy; sourceTree = "<group>"; };
        \t\tG5 = {isa = PBXGroup; children = (F2, F3, ); name = Login; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXGroup; children = (F4, ); name = Products; sourceTree = "<group>"; };
        /* End PBXGroup section */
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = WelcomePresenter.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = LoginPresenter.swift; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; path = "LoginView.swift"; sourceTree = "<group>"; };
        \t\tF4 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tR0 /* Project object */ = {isa = PBXProject; mainGroup = M0; productRefGroup = P1; projectDirPath = ""; };
        \t};
        \trootObject = R0 /* Project object */;
        }
        """

    func testXcodeGroupsNameTheModulesGroups() throws {
        let root = try makeTree(["iOS/App.xcodeproj/project.pbxproj": Self.pbxproj], in: self)
        let layout = ProjectLayout.read(root: root, files: ["iOS/App.xcodeproj/project.pbxproj"])
        XCTAssertEqual(layout.warnings, [])
        XCTAssertEqual(layout.group(ofModuleFolder: "iOS/App/OB/Welcome", files: ["iOS/App/OB/Welcome/WelcomePresenter.swift"]),
                       "Onboarding flow", "the Xcode group's name, not its folder's (OB)")
        XCTAssertEqual(layout.group(ofModuleFolder: "iOS/App", files: ["iOS/App/LoginPresenter.swift", "iOS/App/LoginView.swift"]),
                       "Legacy", "groups without folders: where the files' references sit")
        XCTAssertNil(layout.group(ofModuleFolder: "iOS/App", files: []), "App's parent is the main group: no name")
        XCTAssertNil(layout.group(ofModuleFolder: "Elsewhere/Home", files: ["Elsewhere/Home/HomePresenter.swift"]))
    }

    func testTheWalkFindsProjectFilesOutsideExcludedFolders() throws {
        let root = try makeTree([
            "iOS/App.xcodeproj/project.pbxproj": Self.pbxproj,
            "Packages/Feature/Package.swift": Self.manifest,
            "Pods/Pods.xcodeproj/project.pbxproj": Self.pbxproj,
            "App/A.swift": "",
        ], in: self)
        let listing = SourceScanner(root: root).listing()
        XCTAssertEqual(listing.projectFiles, ["Packages/Feature/Package.swift", "iOS/App.xcodeproj/project.pbxproj"])
    }

    func testABrokenOrHostileProjectGivesNoGroupsAndAWarning() throws {
        let cyclic = """
            { objects = { M = {isa = PBXGroup; children = (A); }; A = {isa = PBXGroup; name = A; children = (M, A, B); };
              B = {isa = PBXGroup; children = (7, (x), {y = z;}); }; R = {isa = PBXProject; mainGroup = M; }; }; rootObject = R; }
            """
        let root = try makeTree([
            "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { A = {isa = PBXGroup; children = (",
            "Deep.xcodeproj/project.pbxproj": String(repeating: "(", count: 100_000),
            "NoRoot.xcodeproj/project.pbxproj": "{ objects = { }; rootObject = R; }",
            "Text.xcodeproj/project.pbxproj": "just some words",
            "Cyclic.xcodeproj/project.pbxproj": cyclic,
        ], in: self)
        let files = ["Broken", "Deep", "NoRoot", "Text", "Cyclic"].map { "\($0).xcodeproj/project.pbxproj" }
        let layout = ProjectLayout.read(root: root, files: files)
        XCTAssertEqual(layout.warnings.count, 4, layout.warnings.joined(separator: "\n"))
        XCTAssertTrue(layout.warnings.allSatisfy { $0.contains("cannot read the Xcode project") }, layout.warnings.joined(separator: "\n"))
        XCTAssertNil(layout.group(ofModuleFolder: "A", files: ["A/X.swift"]))
        XCTAssertNil(layout.group(ofModuleFolder: "", files: []))
    }
}
