import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Navigation that only storyboards show: segues between modules' views, through navigation
/// controllers, tab bars, embedded containers and references to other storyboards.
final class StoryboardNavigationTests: XCTestCase {
    /// A module of three files: a view controller, its presenter and its router.
    static func module(_ name: String) -> [(path: String, code: String)] {
        [("App/Modules/\(name)/\(name)ViewController.swift",
          "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
         ("App/Modules/\(name)/\(name)Presenter.swift",
          "final class \(name)Presenter {\n weak var view: \(name)ViewController?\n var router: \(name)Router!\n}"),
         ("App/Modules/\(name)/\(name)Router.swift", "final class \(name)Router { weak var viewController: UIViewController? }")]
    }

    /// A storyboard document around `scenes`.
    static func storyboard(initial: String? = nil, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// One scene: a controller element with its segues.
    static func scene(_ element: String, id: String, _ attributes: String = "", segues: [String] = []) -> String {
        """
                <scene sceneID="s-\(id)">
                    <objects>
                        <\(element) id="\(id)" \(attributes) sceneMemberID="viewController">
                            <view key="view" id="v-\(id)">
                                <subviews>
        \(segues.map { "                            <button id=\"b-\(id)-\($0.hashValue & 0xFFFF)\"><connections>\($0)</connections></button>" }.joined(separator: "\n"))
                                </subviews>
                            </view>
                        </\(element)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="f-\(id)" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    static let main = storyboard(initial: "nav", [
        scene("navigationController", id: "nav", segues: [#"<segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/>"#]),
        scene("viewController", id: "home", #"customClass="HomeViewController" storyboardIdentifier="Home""#, segues: [
            #"<segue destination="details" kind="show" identifier="showDetails" id="g1"/>"#,
            #"<segue destination="settingsNav" kind="presentation" id="g2"/>"#,
            #"<segue destination="tabs" kind="presentation" id="g3"/>"#,
            #"<segue destination="container" kind="embed" id="g4"/>"#,
            #"<segue destination="home" kind="unwind" unwindAction="back:" id="g5"/>"#,
        ]),
        scene("viewController", id: "details", #"customClass="DetailsViewController""#,
              segues: [#"<segue destination="profileRef" kind="show" id="g6"/>"#]),
        scene("viewControllerPlaceholder", id: "profileRef", #"storyboardName="Profile""#),
        scene("navigationController", id: "settingsNav", segues: [#"<segue destination="settings" kind="relationship" relationship="rootViewController" id="r2"/>"#]),
        scene("viewController", id: "settings", #"customClass="SettingsViewController""#),
        scene("tabBarController", id: "tabs", #"customClass="MainTabBarController""#, segues: [
            #"<segue destination="feed" kind="relationship" relationship="viewControllers" id="r3"/>"#,
            #"<segue destination="mapNav" kind="relationship" relationship="viewControllers" id="r4"/>"#,
        ]),
        scene("viewController", id: "feed", #"customClass="FeedViewController""#),
        scene("navigationController", id: "mapNav", segues: [#"<segue destination="map" kind="relationship" relationship="rootViewController" id="r5"/>"#]),
        scene("viewController", id: "map", #"customClass="MapViewController""#,
              segues: [#"<segue destination="chatRef" kind="show" id="g7"/>"#]),
        scene("viewControllerPlaceholder", id: "chatRef", #"storyboardName="Profile" referencedIdentifier="Chat""#),
        // A plain controller in a container view of Home: part of Home's screen, its segue is Home's.
        scene("viewController", id: "container", segues: [#"<segue destination="help" kind="presentation" id="g8"/>"#]),
        scene("viewController", id: "help", #"customClass="HelpViewController""#),
    ].joined(separator: "\n"))

    static let profile = storyboard(initial: "profile", [
        scene("viewController", id: "profile", #"customClass="ProfileViewController""#),
        scene("viewController", id: "chat", #"customClass="ChatViewController" storyboardIdentifier="Chat""#),
    ].joined(separator: "\n"))

    static var files: [(path: String, code: String)] {
        ["Home", "Details", "Profile", "Settings", "Feed", "Map", "Chat", "Help"].flatMap(module)
            + [("App/MainTabBarController.swift", "final class MainTabBarController: UITabBarController {}"),
               ("App/Base.lproj/Main.storyboard", main), ("App/Profile/Profile.storyboard", profile)]
    }

    func testSeguesBetweenModulesViewsAreNavigation() {
        let model = InlineApp.model(Self.files)
        XCTAssertEqual(model.modules.map(\.name), ["Chat", "Details", "Feed", "Help", "Home", "Map", "Profile", "Settings"])
        XCTAssertEqual(model.module(named: "Home")?.navigatesTo, ["Feed", "Details", "Help", "Map", "Settings"].sorted(),
                       "a direct segue, a navigation controller's root, a tab bar's tabs, what an embedded container presents; no unwind")
        XCTAssertEqual(model.module(named: "Details")?.navigatesTo, ["Profile"], "a reference to another storyboard's initial controller")
        XCTAssertEqual(model.module(named: "Map")?.navigatesTo, ["Chat"], "a reference to a controller by its identifier")
        for name in ["Chat", "Feed", "Help", "Profile", "Settings"] {
            XCTAssertEqual(model.module(named: name)?.navigatesTo, [], name)
        }
    }

    func testTheEvidenceIsTheSeguesLine() throws {
        let model = InlineApp.model(Self.files)
        let lines = Self.main.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of id: String) -> Int { (lines.firstIndex { $0.contains("id=\"\(id)\"/>") } ?? -1) + 1 }
        let home = try XCTUnwrap(model.module(named: "Home"))
        XCTAssertEqual(home.navigations.first { $0.target == "Details" }?.location.file, "App/Base.lproj/Main.storyboard")
        XCTAssertEqual(home.navigations.first { $0.target == "Details" }?.location.line, line(of: "g1"))
        XCTAssertEqual(Set(home.navigations.filter { $0.target == "Feed" || $0.target == "Map" }.map(\.location.line)), [line(of: "g3")],
                       "the segue that presents the tab bar")
        XCTAssertEqual(home.navigations.first { $0.target == "Help" }?.location.line, line(of: "g8"))
    }

    func testAnEmbeddedModuleIsNavigationAndAComponentInAnotherRoleIsNotFollowed() {
        let board = Self.storyboard(initial: "home", [
            Self.scene("viewController", id: "home", #"customClass="HomeViewController""#, segues: [
                #"<segue destination="feed" kind="embed" id="e1"/>"#,
                #"<segue destination="odd" kind="presentation" id="e2"/>"#,
            ]),
            Self.scene("viewController", id: "feed", #"customClass="FeedViewController""#),
            // A class that is a component, but no view: neither a module's screen nor a container to follow.
            Self.scene("navigationController", id: "odd", #"customClass="MapRouter""#,
                       segues: [#"<segue destination="map" kind="relationship" relationship="rootViewController" id="e3"/>"#]),
            Self.scene("viewController", id: "map", #"customClass="MapViewController""#),
        ].joined(separator: "\n"))
        let model = InlineApp.model(["Home", "Feed", "Map"].flatMap(Self.module) + [("App/Main.storyboard", board)])
        XCTAssertEqual(model.module(named: "Home")?.navigatesTo, ["Feed"])
    }

    func testAMalformedStoryboardOpensNothingAndBreaksNothing() {
        let broken = String(Self.main.prefix(Self.main.count / 2))
        let model = InlineApp.model(Self.files.filter { !$0.path.hasSuffix("Main.storyboard") } + [("App/Base.lproj/Main.storyboard", broken)])
        XCTAssertEqual(model.modules.count, 8)
        XCTAssertTrue(model.modules.allSatisfy { $0.navigatesTo.isEmpty })
    }
}
