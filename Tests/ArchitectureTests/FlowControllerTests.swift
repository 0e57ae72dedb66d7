import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Modules whose one `…FlowController` both assembles the screen (static `push(in:parent:)`) and, kept by
/// the presenter, performs its transitions; each child keeps the one that opened it weakly, through a
/// `…Parent` protocol the opener adopts in its own file. Written after an authenticator app's settings area.
final class FlowControllerTests: XCTestCase {
    private static func module(_ name: String, opens children: [String] = []) -> [(path: String, code: String)] {
        let adoptions = children.map { "extension \(name)FlowController: \($0)FlowControllerParent {}" }.joined(separator: "\n")
        let pushes = children.map { "func to\($0)() { \($0)FlowController.push(in: navigation, parent: self) }" }.joined(separator: "\n")
        return [
            ("Settings/\(name)/Flow/\(name)FlowController.swift", """
                protocol \(name)FlowControllerParent: AnyObject {}
                protocol \(name)FlowControlling: AnyObject {}
                final class \(name)FlowController {
                    private weak var parent: \(name)FlowControllerParent?
                    let navigation: UINavigationController
                    init(navigation: UINavigationController) { self.navigation = navigation }
                    static func push(in navigation: UINavigationController, parent: \(name)FlowControllerParent) {
                        let view = \(name)ViewController()
                        let flowController = \(name)FlowController(navigation: navigation)
                        flowController.parent = parent
                        let presenter = \(name)Presenter(flowController: flowController)
                        view.presenter = presenter
                        presenter.view = view
                        navigation.pushViewController(view, animated: true)
                    }
                }
                extension \(name)FlowController: \(name)FlowControlling {
                    \(pushes)
                }
                \(adoptions)
                """),
            ("Settings/\(name)/View/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
            ("Settings/\(name)/Presenter/\(name)Presenter.swift", """
                final class \(name)Presenter {
                    weak var view: \(name)ViewController?
                    private let flowController: \(name)FlowControlling
                    init(flowController: \(name)FlowControlling) { self.flowController = flowController }
                }
                """),
        ]
    }

    func testTheFlowControllerThePresenterKeepsIsTheRouterAndTheOpenerIsNoSharedType() {
        let model = InlineApp.model(Self.module("Menu", opens: ["About", "Backup", "Trash"])
            + Self.module("About") + Self.module("Backup") + Self.module("Trash"))
        XCTAssertEqual(model.modules.map(\.name), ["About", "Backup", "Menu", "Trash"])
        XCTAssertFalse(model.services.map(\.name).contains("MenuFlowController"), "the menu the screens link back to is their parent, not plumbing")
        let menu = model.module(named: "Menu")
        XCTAssertEqual(menu?.components.filter { $0.role == .router || $0.role == .builder }.map { "\($0.role):\($0.name)" },
                       ["router:MenuFlowController", "builder:MenuFlowController"])
        XCTAssertEqual(menu?.references.first { $0.property == "flowController" }?.to, .router)
        XCTAssertEqual(menu?.navigatesTo, ["About", "Backup", "Trash"])
        let back = model.module(named: "About")?.references.first { $0.property == "parent" }
        XCTAssertEqual(back.map { "\($0.from)→\($0.targetModule ?? "")'s \($0.to), \($0.ownership)" }, "router→Menu's router, weak")
    }

    /// A flow controller that keeps, in a property typed only `UIViewController`, what another module's
    /// flow controller hands out (`embedded = IntroFlowController.embed(in:)`): another screen, not its view.
    func testAControllerAnotherTypesMethodHandsOutIsNotTheView() {
        let model = InlineApp.model(Self.module("Intro") + Self.module("Main", opens: ["Intro"]).map { file in
            guard file.path.hasSuffix("MainFlowController.swift") else { return file }
            return (file.path, file.code.replacingOccurrences(of: "let navigation: UINavigationController\n", with: """
                let navigation: UINavigationController
                    private var embedded: UIViewController?
                    func showIntro() { embedded = IntroFlowController.embed(in: navigation) }
                    func unembed() { embedded = nil }

                """))
        } + [("Settings/Intro/Flow/IntroEmbedding.swift", "extension IntroFlowController { static func embed(in n: UINavigationController) -> UIViewController { UIViewController() } }")])
        XCTAssertNil(model.module(named: "Main")?.references.first { $0.property == "embedded" })
    }

    /// A headless module: the flow controller makes the presenter (the view is UIKit's, the interactor a
    /// factory's) and the presenter keeps it, so it is the module's builder and router, and the screens
    /// that keep one open it.
    func testAFlowControllerThePresenterItMakesKeepsIsTheModulesBuilder() {
        let model = InlineApp.model([
            ("Importer/Flow/ImporterFlowController.swift", """
                protocol ImporterFlowControlling: AnyObject {}
                final class ImporterFlowController: ImporterFlowControlling {
                    private var presenter: ImporterPresenter!
                    static func present(on viewController: UIViewController) -> ImporterFlowController {
                        let flowController = ImporterFlowController()
                        let presenter = ImporterPresenter(flowController: flowController, interactor: InteractorFactory.shared.importer())
                        flowController.presenter = presenter
                        return flowController
                    }
                }
                """),
            ("Importer/Presenter/ImporterPresenter.swift", """
                final class ImporterPresenter {
                    private let flowController: ImporterFlowControlling
                    private let interactor: ImporterInteracting
                    init(flowController: ImporterFlowControlling, interactor: ImporterInteracting) {
                        self.flowController = flowController
                        self.interactor = interactor
                    }
                }
                """),
            ("Importer/Interactor/ImporterInteractor.swift", "protocol ImporterInteracting: AnyObject {}\nfinal class ImporterInteractor: ImporterInteracting {}"),
        ] + ["Backup", "Transfer", "Export"].flatMap { name in Self.module(name).map { file in
            guard file.path.hasSuffix("\(name)FlowController.swift") else { return file }
            return (file.path, file.code.replacingOccurrences(of: "let navigation: UINavigationController\n", with: """
                let navigation: UINavigationController
                    private var importer: ImporterFlowController?
                    func toImporter() { importer = ImporterFlowController.present(on: navigation) }

                """))
        } })
        let importer = model.module(named: "Importer")
        XCTAssertEqual(importer?.components.filter { $0.role == .router || $0.role == .builder }.map { "\($0.role):\($0.name)" },
                       ["router:ImporterFlowController", "builder:ImporterFlowController"])
        XCTAssertEqual(model.modules.filter { $0.navigatesTo.contains("Importer") }.map(\.name), ["Backup", "Export", "Transfer"])
    }
}
