import Architecture
import Rules
import TestSupport
import XCTest

/// Written after modules that an assembly owns (it keeps the view, the presenter and the interactor,
/// and is kept by the screen that shows them): the view holds its presenter weakly by design, so the
/// router that keeps the view closes no circle. A view that holds its presenter weakly with nothing
/// else owning it is a fault of its own, and the router's strong view is still one.
final class RouterHoldsViewTests: XCTestCase {
    private func findings(assemblyKeepsModule: Bool) -> [String] {
        let model = InlineApp.model([
            ("Compose/ComposeVC.swift", "final class ComposeVC: UIViewController { weak var output: ComposePresenter? }"),
            ("Compose/ComposePresenter.swift", """
                final class ComposePresenter {
                    weak var view: ComposeVC?
                    var router: ComposeRouter!
                }
                """),
            ("Compose/ComposeRouter.swift", "final class ComposeRouter { var moduleVC: ComposeVC? }"),
            ("Compose/ComposeAssembly.swift", """
                final class ComposeAssembly {
                    \(assemblyKeepsModule ? "let presenter = ComposePresenter()" : "")
                    func build() -> UIViewController {
                        let view = ComposeVC()
                        let presenter = ComposePresenter()
                        let router = ComposeRouter()
                        view.output = presenter
                        presenter.view = view
                        presenter.router = router
                        router.moduleVC = view
                        return view
                    }
                }
                """),
            ("Grid/GridWireframe.swift", "final class GridWireframe { let compose = ComposeAssembly() }"),
        ])
        return RuleRunner(rules: [RouterHoldsViewWeaklyRule.self]).run(on: model).filter { $0.severity != .note }.map(\.rule)
    }

    func testARouterOfAModuleSomethingElseOwnsMayKeepItsView() {
        XCTAssertEqual(findings(assemblyKeepsModule: true), [])
        XCTAssertEqual(findings(assemblyKeepsModule: false), ["router-holds-view-weakly"])
    }
}
