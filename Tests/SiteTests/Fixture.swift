import Architecture
import Foundation
import Rules
import Site
import SourceScanner

/// A small app: two groups, three modules, references, navigation, one violation, two guides
/// (one in a sub-folder) with diagram placeholders, and a doc comment that tries to inject a script.
enum Fixture {
    static func location(_ file: String, _ line: Int, _ column: Int = 5) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static let homeFolder = "Modules/Catalog/Home"

    static var model: AppModel {
        let home = Module(
            name: "Home", style: .infinum, group: "Catalog", folder: homeFolder,
            components: [
                Component(role: .view, type: "HomeViewController", location: location("\(homeFolder)/HomeViewController.swift", 3),
                          docComment: "Shows the shows. <script>alert('x')</script> & more"),
                Component(role: .presenter, type: "HomePresenter", location: location("\(homeFolder)/HomePresenter.swift", 3)),
                Component(role: .interactor, type: "HomeInteractor", location: location("\(homeFolder)/HomeInteractor.swift", 3)),
                Component(role: .router, type: "HomeWireframe", location: location("\(homeFolder)/HomeWireframe.swift", 3)),
            ],
            references: [
                Reference(from: .presenter, to: .interactor, property: "interactor", ownership: .strong, through: .protocol,
                          type: "HomeInteractorInterface", location: location("\(homeFolder)/HomePresenter.swift", 5)),
                Reference(from: .presenter, to: .view, property: "view", ownership: .strong, through: .protocol,
                          type: "HomeViewInterface", location: location("\(homeFolder)/HomePresenter.swift", 4)),
                Reference(from: .router, to: .view, property: "_viewController", ownership: .strong, through: .concrete,
                          type: "UIViewController", location: location("Common/BaseWireframe.swift", 7),
                          isTemporary: true, inheritedFrom: "BaseWireframe"),
                Reference(from: .router, to: .presenter, property: "detailsPresenter", ownership: .weak, through: .concrete,
                          type: "DetailsPresenter", location: location("\(homeFolder)/HomeWireframe.swift", 6),
                          targetModule: "Details"),
            ],
            protocols: [
                ModuleProtocol(name: "HomeViewInterface", role: .view, location: location("\(homeFolder)/HomeInterfaces.swift", 3),
                               classBound: true, methods: ["func reload()"]),
                ModuleProtocol(name: "HomeInteractorInterface", role: .interactor,
                               location: location("\(homeFolder)/HomeInterfaces.swift", 8), classBound: false, methods: []),
            ],
            navigations: [
                Navigation(target: "Details", location: location("\(homeFolder)/HomeWireframe.swift", 12)),
                Navigation(target: "Login", location: location("\(homeFolder)/HomeWireframe.swift", 16)),
                Navigation(target: "Settings", location: location("\(homeFolder)/HomeWireframe.swift", 20)),
            ],
            interfacesFile: "\(homeFolder)/HomeInterfaces.swift")
        let details = Module(
            name: "Details", style: .infinum, group: "Catalog", folder: "Modules/Catalog/Details",
            components: [
                Component(role: .presenter, type: "DetailsPresenter", location: location("Modules/Catalog/Details/DetailsPresenter.swift", 2)),
            ])
        let login = Module(
            name: "Login", style: .viperb, group: "Account", folder: "Modules/Account/Login",
            components: [
                Component(role: .view, type: "LoginView", location: location("Modules/Account/Login/LoginView.swift", 1)),
            ],
            navigations: [Navigation(target: "Home", location: location("Modules/Account/Login/LoginRouter.swift", 9))])
        return AppModel(
            modules: [details, home, login],
            services: [AppNode(name: "ShowsService", location: location("Services/ShowsService.swift", 1), usedBy: ["Home", "Details"])],
            entities: [AppNode(name: "Show", location: location("Entities/Show.swift", 1), usedBy: ["Home"])],
            files: [],
            decisions: decisions)
    }

    /// What the passes decided, with markup to escape and evidence with and without a source page.
    static let decisions: [Decision] = [
        Decision(pass: "Assign modules", subject: "HomePresenter", module: "Home", verdict: "module Home",
                 reason: "named <Home>Presenter & \"found\" in its folder",
                 evidence: [location("\(homeFolder)/HomePresenter.swift", 3), location("Common/BaseWireframe.swift", 4)]),
        Decision(pass: "Assign modules", subject: "DetailsPresenter", module: "Details", verdict: "module Details", reason: "named so"),
        Decision(pass: "Assign roles", subject: "HomeScreen", module: "Home", verdict: "role view",
                 reason: "HomeViewController wins: the wireframe creates it",
                 evidence: [location("\(homeFolder)/HomeScreen.swift", 2)], rejected: true),
        Decision(pass: "Describe modules", subject: "module Home", module: "Home", verdict: "style infinum",
                 reason: "an Interfaces file and a BaseWireframe"),
    ]

    static let violation = Violation(
        rule: "presenter-holds-view-weakly", severity: .error, module: "Home",
        location: location("\(homeFolder)/HomePresenter.swift", 4, 5),
        message: "HomePresenter holds its view strongly; declare `view` as `weak var view: HomeViewInterface?` <b>",
        properties: ["view"])

    static let warning = Violation(
        rule: "unlisted-rule", severity: .warning, module: "Login",
        location: location("Modules/Account/Login/LoginView.swift", 1, 1), message: "A finding of a rule the rulebook does not list.")

    static func svg(links: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <!-- Generated by graphviz -->
        <svg width="200pt" height="100pt" viewBox="0 0 200 100" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
        <g id="graph0" class="graph">
        \(links.map { "<g class=\"node\"><a xlink:href=\"\($0)\" xlink:title=\"x\"><text>\($0)</text></a></g>" }.joined(separator: "\n"))
        </g>
        </svg>
        """
    }

    static var content: SiteContent {
        SiteContent(
            title: "TVShows",
            model: model,
            violations: [violation, warning].sorted(),
            moduleDiagrams: [
                "Home": svg(links: ["Home.html#component-HomePresenter", "Details.html", "#graph0"]),
                "Details": svg(links: ["Details.html#component-DetailsPresenter"]),
            ],
            appDiagram: svg(links: ["modules/Home.html", "modules/Login.html", "https://example.com/viper"]),
            guides: [
                GuidePage(sourcePath: "01-Intro.md", title: "Introduction", html: """
                    <h1>Introduction</h1>
                    <p>The home screen:</p>
                    <div class="viper-diagram" data-module="Home"></div>
                    <p>The app:</p>
                    <div class="viper-diagram" data-module="app"></div>
                    <div class="viper-diagram" data-module="Nope"></div>
                    <p>Next: <a href="advanced/02-Deep-Dive.html">the deep dive</a>.</p>
                    """),
                GuidePage(sourcePath: "advanced/02-Deep-Dive.md", title: "Deep dive", html: """
                    <h1>Deep dive</h1>
                    <div class="viper-diagram" data-module="Details"></div>
                    <div class="viper-diagram" data-module="Login"></div>
                    <p>Back to <a href="../01-Intro.html">the introduction</a>.</p>
                    """),
            ],
            rules: [
                RuleSummary(id: "presenter-holds-view-weakly", title: "A presenter holds its view weakly", severity: .error,
                            rationale: "The view owns the presenter; a strong reference back makes a cycle.",
                            triggeringExamples: [RuleExample([
                                ExampleFile("Home/HomeInterfaces.swift", "protocol HomeViewInterface: AnyObject {}"),
                                ExampleFile("Home/HomePresenter.swift", "final class HomePresenter {\n    ↓var view: HomeViewInterface?\n}"),
                            ])],
                            nonTriggeringExamples: [RuleExample([
                                ExampleFile("Home/HomeInterfaces.swift", "protocol HomeViewInterface: AnyObject {}"),
                                ExampleFile("Home/HomePresenter.swift", "final class HomePresenter {\n    weak var view: HomeViewInterface?\n}"),
                            ])]),
                RuleSummary(id: "router-holds-view-weakly", title: "A router holds its view weakly", severity: .warning,
                            rationale: "The navigation stack owns the view."),
            ],
            sourceLines: [
                "\(homeFolder)/HomePresenter.swift": [
                    "import Foundation", "", "final class HomePresenter {",
                    "    var view: HomeViewInterface // <strong>",
                    "    let interactor: HomeInteractorInterface",
                ],
            ],
            sources: SourceTexts(sources))
    }

    /// The files the fixture's site shows: Swift with a finding and markup to escape, Objective-C,
    /// and a name that needs care in a URL.
    static let sources: [String: String] = [
        "\(homeFolder)/HomePresenter.swift": """
            import Foundation

            final class HomePresenter {
                var view: HomeViewInterface // <strong>
                let interactor: HomeInteractorInterface
                /// Says "<hi>" & counts to 42.
                func greet() -> String { "<script>alert(1)</script>" }
            }

            """,
        "Common/BaseWireframe.swift": """
            import UIKit

            class BaseWireframe<ViewController: UIViewController> {
                private unowned var _viewController: ViewController
                // The view controller is held strongly only until first shown.
                private var temporaryStoredViewController: ViewController?
                init(viewController: ViewController) { _viewController = viewController }
            }
            """,
        "Modules/Account/Login/LoginView.m": """
            #import <UIKit/UIKit.h>
            @implementation LoginView // "quoted" & <b>
            @end
            """,
        "Common/UI Helpers+Extras.swift": "extension Int {}\n",
    ]
}
