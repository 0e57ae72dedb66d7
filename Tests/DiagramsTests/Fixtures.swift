import Architecture
import Diagrams
import Rules
import SourceScanner

// MARK: - Hand-built models
//
// Small enough to read in the golden files, and covering every kind of edge: each ownership, a
// temporary reference, a reference to another module (not drawn), a broken reference, and a
// violation of another module that must not colour anything.

enum Fixtures {
    static func at(_ file: String, _ line: Int, _ column: Int = 5) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static let folder = "Modules/Catalog/Home"

    static var home: Module {
        Module(
            name: "Home", style: .infinum, group: "Catalog", folder: folder,
            components: [
                Component(role: .view, type: "HomeViewController", location: at("\(folder)/HomeViewController.swift", 3, 1)),
                Component(role: .presenter, type: "HomePresenter", location: at("\(folder)/HomePresenter.swift", 3, 1)),
                Component(role: .interactor, type: "HomeInteractor", location: at("\(folder)/HomeInteractor.swift", 3, 1)),
                Component(role: .router, type: "HomeWireframe", location: at("\(folder)/HomeWireframe.swift", 3, 1)),
                Component(role: .formatter, type: "HomeFormatter", location: at("\(folder)/HomeFormatter.swift", 3, 1)),
            ],
            references: [
                Reference(from: .view, to: .presenter, property: "presenter", ownership: .strong, through: .protocol,
                          type: "HomePresenterInterface", location: at("\(folder)/HomeViewController.swift", 5)),
                Reference(from: .presenter, to: .view, property: "view", ownership: .unowned, through: .protocol,
                          type: "HomeViewInterface", location: at("\(folder)/HomePresenter.swift", 5)),
                Reference(from: .presenter, to: .interactor, property: "interactor", ownership: .strong, through: .protocol,
                          type: "HomeInteractorInterface", location: at("\(folder)/HomePresenter.swift", 6)),
                Reference(from: .presenter, to: .router, property: "wireframe", ownership: .strong, through: .protocol,
                          type: "HomeWireframeInterface", location: at("\(folder)/HomePresenter.swift", 7)),
                Reference(from: .presenter, to: .formatter, property: "formatter", ownership: .strong, through: .concrete,
                          type: "HomeFormatter", location: at("\(folder)/HomePresenter.swift", 8)),
                Reference(from: .interactor, to: .presenter, property: "output", ownership: .strong, through: .protocol,
                          type: "HomeInteractorOutput", location: at("\(folder)/HomeInteractor.swift", 5)),
                Reference(from: .router, to: .view, property: "temporaryStoredViewController", ownership: .strong,
                          through: .concrete, type: "UIViewController", location: at("Common/BaseWireframe.swift", 4),
                          isTemporary: true, inheritedFrom: "BaseWireframe"),
                Reference(from: .router, to: .view, property: "viewController", ownership: .weak, through: .concrete,
                          type: "UIViewController", location: at("Common/BaseWireframe.swift", 5), inheritedFrom: "BaseWireframe"),
                // Points into another module: belongs to the app diagram, not drawn here.
                Reference(from: .router, to: .router, property: "detailsWireframe", ownership: .strong, through: .concrete,
                          type: "DetailsWireframe", location: at("\(folder)/HomeWireframe.swift", 6), targetModule: "Details"),
            ],
            navigations: [Navigation(target: "Details", location: at("\(folder)/HomeWireframe.swift", 12))]
        )
    }

    static let violations = [
        Violation(rule: "interactor-holds-output-weakly", severity: .error, module: "Home",
                  location: at("\(folder)/HomeInteractor.swift", 5),
                  message: "HomeInteractor holds its output HomePresenter strongly; declare `weak var output`.",
                  properties: ["output"]),
        // Same property name, other module: must not colour Home's `view` edge.
        Violation(rule: "presenter-holds-view-weakly", severity: .warning, module: "Details",
                  location: at("Modules/Catalog/Details/DetailsPresenter.swift", 5),
                  message: "DetailsPresenter holds its view strongly.", properties: ["view"]),
    ]

    static let links = DiagramLinks(
        components: [
            "HomePresenter": "components/HomePresenter.html",
            "HomeViewController": "components/HomeViewController.html",
        ],
        modules: ["Home": "modules/Home.html", "Details": "modules/Details.html", "Settings": "modules/Settings.html"]
    )

    static var app: AppModel {
        let details = Module(
            name: "Details", style: .infinum, group: "Catalog", folder: "Modules/Catalog/Details",
            components: [Component(role: .presenter, type: "DetailsPresenter", location: at("Modules/Catalog/Details/DetailsPresenter.swift", 3, 1))]
        )
        let settings = Module(
            name: "Settings", style: .viperb, group: "Account", folder: "Modules/Account/Settings",
            navigations: [
                Navigation(target: "Login", location: at("Modules/Account/Settings/SettingsRouter.swift", 9)),
                Navigation(target: "Home", location: at("Modules/Account/Settings/SettingsRouter.swift", 12)),
                Navigation(target: "Home", location: at("Modules/Account/Settings/SettingsRouter.swift", 20)),
            ]
        )
        let root = Module(name: "Root", style: .custom, group: "", folder: "Root",
                          navigations: [Navigation(target: "Home", location: at("Root/RootRouter.swift", 4))])
        var home = home
        home.navigations.append(Navigation(target: "Settings", location: at("\(folder)/HomeWireframe.swift", 15)))
        return AppModel(modules: [details, home, root, settings], files: [])
    }

    static let appViolations = [
        Violation(rule: "presenter-holds-view-weakly", severity: .error, module: "Details",
                  location: at("Modules/Catalog/Details/DetailsPresenter.swift", 5),
                  message: "DetailsPresenter holds its view strongly.", properties: ["view"]),
        Violation(rule: "some-warning", severity: .warning, module: "Settings",
                  location: at("Modules/Account/Settings/SettingsRouter.swift", 9), message: "A warning."),
    ]
}
