import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Written after an app whose modules lend their callers a route: `HistoryAssembly.swift` declares
/// `protocol HistoryRoute` and `extension HistoryRoute where Self: RouterProtocol { func openHistory() }`,
/// which builds History; a caller's router protocol inherits the route, its router class is empty,
/// and its presenter calls `router.openHistory()`.
final class RouteMixinNavigationTests: XCTestCase {
    private func app() -> AppModel {
        InlineApp.model([
            ("Base/BaseRouter.swift", """
                protocol RouterProtocol: AnyObject { var controller: UIViewController { get } }
                class BaseRouter: RouterProtocol {
                    weak var controller: UIViewController!
                    init(view: UIViewController) { controller = view }
                }
                """),
        ] + module("Feed", routes: ["Series", "History"], calls: ["router.open(series: series)", "router.openHistory()"])
          + module("History", routes: ["Series", "Search"], calls: ["router.open(series: series)"])
          + module("Series", routes: ["Series"], calls: ["router.open(series: series)"])
          + module("Search", routes: [], calls: []))
    }

    /// One module: an assembly that builds it and lends its route, an empty router that inherits the
    /// routes it may take, and a presenter that makes `calls`.
    private func module(_ name: String, routes: [String], calls: [String]) -> [(String, String)] {
        let opener = name == "Series" ? "open(series: Series)" : "open\(name)()"
        return [
            ("\(name)/\(name)Assembly.swift", """
                final class \(name)Assembly {
                    static func createModule() -> \(name)ViewController {
                        let view = \(name)ViewController()
                        let presenter = \(name)Presenter()
                        view.presenter = presenter
                        presenter.router = \(name)Router(view: view)
                        return view
                    }
                }
                protocol \(name)Route { func \(opener) }
                extension \(name)Route where Self: RouterProtocol {
                    func \(opener) {
                        let module = \(name)Assembly.createModule()
                        controller.navigationController?.pushViewController(module, animated: true)
                    }
                }
                protocol UrlRoute { func open(url: URL) }
                """),
            ("\(name)/\(name)Router.swift", """
                protocol \(name)Routable: UrlRoute\(routes.map { ", \($0)Route" }.joined()) {}
                final class \(name)Router: BaseRouter, \(name)Routable {}
                """),
            ("\(name)/\(name)Presenter.swift", """
                final class \(name)Presenter {
                    var router: \(name)Routable!
                    func selected(series: Series) {
                        \(calls.joined(separator: "\n        "))
                    }
                }
                """),
            ("\(name)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
        ]
    }

    func testAPresenterCallingARouteItsRouterInheritsOpensTheRoutesModule() {
        let model = app()
        XCTAssertEqual(model.modules.map(\.name), ["Feed", "History", "Search", "Series"])
        XCTAssertEqual(model.module(named: "Feed")?.navigatesTo, ["History", "Series"])
        // History may open Search (its router inherits the route) but its code never asks: no edge.
        XCTAssertEqual(model.module(named: "History")?.navigatesTo, ["Series"])
        XCTAssertEqual(model.module(named: "Series")?.navigatesTo, [])
        XCTAssertEqual(model.module(named: "Search")?.navigatesTo, [])
    }

    func testTheCallsLabelsTellApartRoutesOfOneBaseName() {
        let model = InlineApp.model([
            ("Routes.swift", """
                protocol RouterProtocol: AnyObject {}
                protocol SeriesRoute { func open(series: Int) }
                extension SeriesRoute where Self: RouterProtocol { func open(series: Int) { _ = SeriesRouter.createModule() } }
                protocol FilterRoute { func open(filter: Int) }
                extension FilterRoute where Self: RouterProtocol { func open(filter: Int) { _ = FilterRouter.createModule() } }
                """),
            ("Catalog.swift", """
                protocol CatalogRoutable: SeriesRoute, FilterRoute {}
                final class CatalogRouter: RouterProtocol, CatalogRoutable {}
                final class CatalogPresenter { var router: CatalogRoutable!; func tap() { router.open(series: 1) } }
                final class CatalogViewController: UIViewController { var presenter: CatalogPresenter! }
                """),
        ] + ["Series", "Filter"].map { name in
            ("\(name).swift", """
                final class \(name)Router { static func createModule() -> UIViewController { let view = \(name)ViewController(); view.presenter = \(name)Presenter(); return view } }
                final class \(name)Presenter {}
                final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }
                """)
        })
        XCTAssertEqual(model.module(named: "Catalog")?.navigatesTo, ["Series"])
    }

    /// A tab container's view asks a factory that belongs to no module for its pages.
    func testAStaticFactoryOfNoModuleThatTheViewCallsOpensWhatItBuilds() {
        let model = InlineApp.model([
            ("Main/MainViewController.swift", """
                final class MainViewController: UIViewController {
                    var presenter: MainPresenter!
                    var pages: [UIViewController] = []
                    func setUp() { pages = PagesFactory.create(for: [.feed, .news]) }
                }
                final class MainPresenter { weak var view: MainViewController? }
                final class MainRouter { weak var view: MainViewController? }
                final class PagesFactory {
                    static func create(for items: [Item]) -> [UIViewController] { items.map(create(for:)) }
                    private static func create(for item: Item) -> UIViewController {
                        switch item { case .feed: return FeedRouter.createModule(); case .news: return NewsRouter.createModule() }
                    }
                }
                """),
        ] + ["Feed", "News", "Other"].map { name in
            ("\(name).swift", """
                final class \(name)Router { static func createModule() -> UIViewController { let view = \(name)ViewController(); view.presenter = \(name)Presenter(); return view } }
                final class \(name)Presenter {}
                final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }
                """)
        })
        XCTAssertEqual(model.module(named: "Main")?.navigatesTo, ["Feed", "News"])
        XCTAssertEqual(model.module(named: "Other")?.navigatesTo, [])
    }
}
