import Foundation
import SourceScanner
import TestSupport
import XCTest

/// Storyboards are read with an XML parser: their scenes, segues and references, each where it is
/// written; a file that is not a well-formed storyboard gives one warning and no scenes, never a crash or a hang.
final class StoryboardScannerTests: XCTestCase {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="home" customClass="HomeViewController" customModule="App" storyboardIdentifier="Home" sceneMemberID="viewController">
                            <tableView key="view" id="t1">
                                <prototypes>
                                    <tableViewCell id="c1">
                                        <connections>
                                            <segue destination="ref" kind="show" identifier="showProfile" id="g1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="f1" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="tap">
                            <connections>
                                <segue destination="ref" kind="presentation" id="g2"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="Card" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="g1"/>
            </inferredMetricsTieBreakers>
        </document>
        """

    func testScenesSeguesAndReferences() throws {
        let (facts, warning) = StoryboardScanner.scan(source: Self.storyboard, path: "App/Main.storyboard")
        XCTAssertNil(warning)
        XCTAssertEqual(facts.language, .storyboard)
        XCTAssertTrue(facts.types.isEmpty)
        let board = try XCTUnwrap(facts.storyboard)
        XCTAssertEqual(board.initialScene, "nav")
        XCTAssertEqual(board.scenes.map(\.id), ["nav", "home", "ref"])
        XCTAssertEqual(board.scenes.map(\.element), ["navigationController", "tableViewController", "viewControllerPlaceholder"])
        let home = board.scenes[1]
        XCTAssertEqual(home.customClass, "HomeViewController")
        XCTAssertEqual(home.storyboardIdentifier, "Home")
        XCTAssertEqual(home.location, SourceLocation(file: "App/Main.storyboard", line: 15, column: home.location.column))
        XCTAssertEqual(home.segues.map(\.destination), ["ref", "ref"], "from a cell inside the view, and from a gesture beside the controller")
        XCTAssertEqual(home.segues.map(\.kind), ["show", "presentation"])
        XCTAssertEqual(home.segues.map(\.identifier), ["showProfile", nil])
        XCTAssertEqual(home.segues.map(\.location.line), [20, 29])
        XCTAssertEqual(board.scenes[0].segues.first?.relationship, "rootViewController")
        XCTAssertTrue(board.scenes[0].segues.first?.isContainment == true)
        let reference = board.scenes[2]
        XCTAssertTrue(reference.isReference)
        XCTAssertEqual(reference.referencedStoryboard, "Profile")
        XCTAssertEqual(reference.referencedIdentifier, "Card")
        XCTAssertEqual(StoryboardFacts.name(ofPath: "App/Base.lproj/Main.storyboard"), "Main")
        // The same through the scanner's entry point.
        XCTAssertEqual(SourceScanner.scan(source: Self.storyboard, path: "App/Main.storyboard"), facts)
    }

    func testMalformedStoryboardsGiveOneWarningAndNoScenes() {
        let cases = [
            String(Self.storyboard.prefix(700)),
            Self.storyboard.replacingOccurrences(of: "</tableViewController>", with: ""),
            "<?xml version=\"1.0\"?><plist><dict/></plist>",
            "",
            "not xml at all <<<",
        ]
        for text in cases {
            let (facts, warning) = StoryboardScanner.scan(source: text, path: "App/Broken.storyboard")
            XCTAssertEqual(facts.storyboard?.scenes, [], text)
            let line = try? XCTUnwrap(warning, text)
            XCTAssertTrue(line?.hasPrefix("App/Broken.storyboard:") == true, text)
            XCTAssertEqual(line?.contains("\n"), false)
        }
    }

    func testDeepOrExplodingXMLEndsQuickly() {
        let deep = "<?xml version=\"1.0\"?><document type=\"Storyboard\">" + String(repeating: "<a>", count: 200_000)
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
            <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
            <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
            <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
            <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
            <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
            <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">
            ]>
            <document type="Storyboard"><scenes>&g;</scenes></document>
            """
        for text in [deep, laughs] {
            let start = Date()
            let (facts, _) = StoryboardScanner.scan(source: text, path: "App/Odd.storyboard")
            XCTAssertEqual(facts.storyboard?.scenes, [])
            XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        }
    }

    func testTheScanListsAMalformedStoryboardOnceAndReadsTheRest() async throws {
        let root = try temporaryApp([
            "App/Main.storyboard": Self.storyboard,
            "App/Broken.storyboard": String(Self.storyboard.prefix(500)),
            "App/Home.swift": "final class HomeViewController: UIViewController {}",
        ])
        let scanner = SourceScanner(root: root)
        let files = scanner.sourceFiles()
        XCTAssertEqual(files, ["App/Broken.storyboard", "App/Home.swift", "App/Main.storyboard"])
        let result = try await scanner.scanSources(files)
        XCTAssertEqual(result.files.map(\.path), files)
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings.first?.hasPrefix("App/Broken.storyboard:") == true, "\(result.warnings)")
        XCTAssertEqual(result.files.last?.storyboard?.scenes.count, 3)
    }
}
