import Architecture
import SourceScanner
import TestSupport
import XCTest

/// A repository with several sample apps that use the same module names (a UIKit demo and a
/// SwiftUI demo of one template): each app's names mean its own types.
final class SampleAppsTests: XCTestCase {
    static let base = (path: "Shared/BaseRouter.swift", code: """
        class BaseRouter<Screen> where Screen: UIViewController {
            private unowned var _screen: Screen
            private var retainedScreen: Screen?
            init(screen: Screen) { retainedScreen = screen; _screen = screen }
        }
        extension BaseRouter {
            var screen: Screen {
                defer { retainedScreen = nil }
                return _screen
            }
        }
        """)

    /// The UIKit demo: `Start` opens `Profile`.
    static let uikit: [(path: String, code: String)] = [
        ("Samples/UIKitDemo/App/Start/StartRouter.swift", """
            final class StartRouter: BaseRouter<StartViewController> {
                init() {
                    let screen = StartViewController()
                    super.init(screen: screen)
                    screen.presenter = StartPresenter(router: self)
                }
                func openProfile() { screen.navigationController?.pushViewController(ProfileRouter().screen, animated: true) }
            }
            """),
        ("Samples/UIKitDemo/App/Start/StartPresenter.swift", "final class StartPresenter { private let router: StartRouter }"),
        ("Samples/UIKitDemo/App/Start/StartViewController.swift", "final class StartViewController: UIViewController { var presenter: StartPresenter! }"),
        ("Samples/UIKitDemo/App/Profile/ProfileRouter.swift", """
            final class ProfileRouter: BaseRouter<ProfileViewController> {
                init() {
                    let screen = ProfileViewController()
                    super.init(screen: screen)
                    screen.presenter = ProfilePresenter(interactor: ProfileInteractor())
                }
            }
            """),
        ("Samples/UIKitDemo/App/Profile/ProfilePresenter.swift", "final class ProfilePresenter { private let interactor: ProfileInteractor }"),
        ("Samples/UIKitDemo/App/Profile/ProfileInteractor.swift", "final class ProfileInteractor {}"),
        ("Samples/UIKitDemo/App/Profile/ProfileViewController.swift", "final class ProfileViewController: UIViewController { var presenter: ProfilePresenter! }"),
    ]

    /// The SwiftUI demo: the same names, views hosted in a generic hosting controller; `Start`
    /// opens nothing.
    static let swiftUI: [(path: String, code: String)] = [
        ("Samples/SwiftUIDemo/Hosting/HostingController.swift", """
            class HostingController<Content: View>: UIViewController { var content: Content! }
            """),
        ("Samples/SwiftUIDemo/Start/StartRouter.swift", """
            final class StartRouter: BaseRouter<HostingController<StartView>> {
                init() {
                    let screen = HostingController<StartView>()
                    super.init(screen: screen)
                    screen.content = StartView(presenter: StartPresenter(router: self))
                }
            }
            """),
        ("Samples/SwiftUIDemo/Start/StartPresenter.swift", "final class StartPresenter: ObservableObject { private let router: StartRouter }"),
        ("Samples/SwiftUIDemo/Start/StartView.swift", """
            struct StartView: View {
                @ObservedObject var presenter: StartPresenter
                var body: some View { Text("Start") }
            }
            """),
    ]

    func model() -> AppModel {
        InlineApp.model([Self.base] + Self.uikit + Self.swiftUI)
    }

    func testModulesOfOneNameAreToldApartByTheirSampleAppsFolder() {
        let model = model()
        XCTAssertEqual(model.modules.map(\.name), ["Profile", "Start (SwiftUIDemo)", "Start (UIKitDemo)"])
        XCTAssertEqual(Set(model.modules.map(\.name)).count, model.modules.count, "names stay unique")
        let uikitStart = model.module(named: "Start (UIKitDemo)")
        XCTAssertEqual(uikitStart?.components.map(\.type), ["StartViewController", "StartPresenter", "StartRouter", "StartRouter"])
        XCTAssertEqual(uikitStart?.folder, "Samples/UIKitDemo/App/Start")
        XCTAssertEqual(uikitStart?.navigatesTo, ["Profile"])
        let swiftUIStart = model.module(named: "Start (SwiftUIDemo)")
        XCTAssertEqual(swiftUIStart?.components.map(\.type), ["StartView", "StartPresenter", "StartRouter", "StartRouter"])
        XCTAssertEqual(swiftUIStart?.components.first?.location.file, "Samples/SwiftUIDemo/Start/StartView.swift")
        XCTAssertEqual(swiftUIStart?.navigatesTo, [])
    }

    func testEachSampleAppIsBuiltWithoutDecisionsWhenNoneAreAskedFor() {
        var builder = ModelBuilder(files: InlineApp.facts([Self.base] + Self.uikit + Self.swiftUI))
        builder.recordsDecisions = false
        let plain = builder.build()
        let explained = model()
        XCTAssertFalse(explained.decisions.isEmpty)
        XCTAssertEqual(plain.decisions, [], "not recorded in any sample app's build")
        XCTAssertEqual(plain.modules, explained.modules)
        XCTAssertEqual(plain.services, explained.services)
        XCTAssertEqual(plain.entities, explained.entities)
    }

    func testAHostingControllerIsTheHandleOnTheSwiftUIViewItHosts() {
        let start = model().module(named: "Start (SwiftUIDemo)")
        let summary = start?.references.map {
            "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)\($0.isTemporary ? " temporary" : "")"
        }
        XCTAssertEqual(summary, [
            "view.presenter->presenter strong",
            "presenter.router->router strong",
            "router._screen->view unowned",
            "router.retainedScreen->view strong temporary",
        ])
        XCTAssertEqual(model().services.map(\.name), [], "the hosting controller is part of the view, not a service")
    }

    func testTheTypeIndexKeepsEveryDeclarationAndMergesExtensionsIntoTheNearest() {
        let facts = InlineApp.facts([
            ("A/Home/HomePresenter.swift", "final class HomePresenter {}"),
            ("A/Home/HomePresenter+View.swift", "extension HomePresenter: HomeViewOutput {}"),
            ("B/Home/HomePresenter.swift", "final class HomePresenter {}"),
            ("B/Home/HomePresenter+Interactor.swift", "extension HomePresenter: HomeInteractorOutput {}"),
        ])
        let index = TypeIndex(files: facts)
        XCTAssertEqual(index.declarations["HomePresenter"]?.map(\.file), ["A/Home/HomePresenter.swift", "B/Home/HomePresenter.swift"])
        XCTAssertEqual(index["HomePresenter"]?.inherits.map(\.name), ["HomeViewOutput"])
        XCTAssertEqual(index.info(named: "HomePresenter", nearestTo: "B/Home/Other.swift")?.inherits.map(\.name), ["HomeInteractorOutput"])
    }

    func testAnExtensionInAnotherFileReadsNamesThroughItsTypesAliases() {
        let index = TypeIndex(files: InlineApp.facts([
            ("Modules/Profile/ProfileRouter.swift", "final class ProfileRouter { typealias ModulePresenter = ProfilePresenter }"),
            ("Modules/Settings/SettingsRouter.swift", "final class SettingsRouter { typealias ModulePresenter = SettingsPresenter }"),
            ("Modules/Settings/SettingsRouter+Make.swift", "extension SettingsRouter { func make() { let p = ModulePresenter() } }"),
        ]))
        XCTAssertEqual(index["SettingsRouter"]?.members.creations.map(\.typeName), ["SettingsPresenter"])
        XCTAssertEqual(index["SettingsRouter"]?.members.locals.map(\.typeName), ["SettingsPresenter"])
    }

    func testOneAppKeepsItsPlainNamesAndPrivateHelpersOfOneNameDoNotSplitIt() {
        // Two modules each with a private `HeaderView`: views repeat, and they are no sample apps.
        let model = InlineApp.model([
            ("Modules/A/APresenter.swift", "final class APresenter { weak var view: AViewController? }"),
            ("Modules/A/AViewController.swift", "final class AViewController: UIViewController { var presenter: APresenter!\n private final class HeaderView: UIView {} }"),
            ("Modules/B/BPresenter.swift", "final class BPresenter { weak var view: BViewController? }"),
            ("Modules/B/BViewController.swift", "final class BViewController: UIViewController { var presenter: BPresenter!\n private final class HeaderView: UIView {} }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["A", "B"])
    }
}
