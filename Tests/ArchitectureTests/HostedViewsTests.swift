import Architecture
import Rules
import TestSupport
import XCTest

/// Written after an app halfway to SwiftUI: each screen's builder wraps `struct XView: View` in
/// `final class XViewController: UIHostingController<XView>`, whose `output` is weak, while the
/// SwiftUI view keeps the presenter and observes a view model that adopts the view's protocol.
final class HostedViewsTests: XCTestCase {
    private func model() -> AppModel {
        InlineApp.model([
            ("Details/DetailsViewInput.swift", "protocol DetailsViewInput: AnyObject { func update(title: String) }"),
            ("Details/DetailsViewOutput.swift", "protocol DetailsViewOutput: AnyObject { func didLoad() }"),
            ("Details/DetailsViewController.swift", """
                final class DetailsViewController: UIHostingController<DetailsView> {
                    private weak var output: DetailsViewOutput?
                }
                """),
            ("Details/DetailsView.swift", """
                struct DetailsView: View {
                    let output: DetailsViewOutput
                    @ObservedObject var viewModel: DetailsViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """),
            ("Details/DetailsViewModel.swift", """
                final class DetailsViewModel: ObservableObject, DetailsViewInput {
                    @Published var title = ""
                    func update(title: String) { self.title = title }
                }
                """),
            ("Details/DetailsPresenter.swift", """
                final class DetailsPresenter: DetailsViewOutput {
                    weak var view: DetailsViewInput?
                    func didLoad() {}
                }
                """),
            ("Details/DetailsBuilder.swift", """
                final class DetailsBuilder {
                    func build() -> UIViewController {
                        let presenter = DetailsPresenter()
                        let viewModel = DetailsViewModel()
                        presenter.view = viewModel
                        return DetailsViewController(rootView: DetailsView(output: presenter, viewModel: viewModel))
                    }
                }
                """),
        ])
    }

    func testTheHostedSwiftUIViewAndTheViewModelItObservesAreViewsToo() throws {
        let module = try XCTUnwrap(model().module(named: "Details"))
        XCTAssertEqual(module.components.filter { $0.role == .view }.map(\.type).sorted(),
                       ["DetailsView", "DetailsViewController", "DetailsViewModel"])
        XCTAssertEqual(module.doubts, [], "variants the code's structure explains are no doubt")
        XCTAssertTrue(module.references.contains { $0.from == .view && $0.property == "output" && $0.ownership == .strong })
    }

    func testTheControllersWeakOutputIsNoFaultWhileTheHostedViewKeepsThePresenter() {
        let found = RuleRunner(rules: [ViewHoldsPresenterStronglyRule.self]).run(on: model())
        XCTAssertEqual(found, [])
    }
}
