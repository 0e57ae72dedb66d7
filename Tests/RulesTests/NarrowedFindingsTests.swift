import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// Written after the findings of `closure-captures-self-weakly` that readers of real apps judged: a
/// closure nested in a `[weak self]` one, and alert actions or dismiss completions handed to the router.
final class ClosureCaptureTests: XCTestCase {
    private func findings(presenterBody: String) -> [Violation] {
        // Raised to a warning, as a team that wants `[weak self]` everywhere does.
        RuleRunner(rules: [ClosureCapturesSelfWeaklyRule.self],
                   configuration: RuleConfiguration(severities: [ClosureCapturesSelfWeaklyRule.description.id: .warning]))
            .run(on: InlineApp.model(InfinumExample.module(presenterBody: presenterBody).pairs))
    }

    func testAStrongSelfBoundInsideTheOuterClosureIsCapturedStrongly() {
        let found = findings(presenterBody: """
            func loadShows() {
                interactor.getShows { [weak self] result in
                    guard let self else { return }
                    self.interactor.getShows { _ in self.view.reloadData() }
                }
            }
            """)
        XCTAssertEqual(found.map(\.severity), [.warning])
    }

    func testAClosureHandedToTheRouterIsANoteThatSaysWhy() {
        let found = findings(presenterBody: """
            func didTapDelete() {
                wireframe.showAlert(confirm: { self.interactor.getShows { [weak self] _ in self?.view.reloadData() } })
            }
            """)
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found.first?.message.contains("a closure handed to the router is most often an alert's action") == true,
                      found.first?.message ?? "no finding")
    }
}

/// A module with a view and no presenter: an error when the module has an interactor, a note that
/// says why otherwise (a screen with nothing to present, or whose little logic lives in its view).
final class ModuleWithoutPresenterTests: XCTestCase {
    func testAViewThatReachesNoLogicIsANote() {
        let model = InlineApp.model([
            ("Modules/Info/InfoViewController.swift", "final class InfoViewController: UIViewController { let pairID = \"\" }"),
            ("Modules/Info/InfoModuleBuilder.swift", "final class InfoModuleBuilder { func build() -> UIViewController { InfoViewController() } }"),
        ])
        let found = RuleRunner(rules: [ModuleHasPresenterRule.self]).run(on: model)
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found.first?.message.contains("InfoViewController reaches no interactor and no service") == true, found.first?.message ?? "")
    }

    /// Written after pop-ups and paging containers that report to a coordinator through a weak
    /// `output`: the coordinator, a service that several modules share, adopts the output protocol,
    /// but a view that only reports to it holds no logic of its own.
    func testAViewThatOnlyReportsToItsOutputIsANote() {
        func found(outputOwnership: String) -> [String] {
            let model = InlineApp.model([
                ("Modules/Info/InfoViewController.swift", """
                    protocol InfoModuleOutput: AnyObject { func infoDidClose() }
                    final class InfoViewController: UIViewController { \(outputOwnership) var output: InfoModuleOutput? }
                    """),
                ("Modules/Info/InfoModuleBuilder.swift", "final class InfoModuleBuilder { func build() -> UIViewController { InfoViewController() } }"),
                ("Services/AppCoordinator.swift", """
                    final class AppCoordinator: InfoModuleOutput { func infoDidClose() {} }
                    """),
                ("Modules/Home/HomeViewController.swift", "final class HomeViewController: UIViewController { let coordinator = AppCoordinator() }"),
                ("Modules/Home/HomePresenter.swift", "final class HomePresenter { let coordinator = AppCoordinator() }"),
                ("Modules/Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController { var presenter: SettingsPresenter! }"),
                ("Modules/Settings/SettingsPresenter.swift", "final class SettingsPresenter { let coordinator = AppCoordinator() }"),
            ])
            return RuleRunner(rules: [ModuleHasPresenterRule.self]).run(on: model).filter { $0.module == "Info" }
                .map { $0.message.contains("reaches a service") ? "service" : $0.message.contains("reaches no interactor and no service") ? "nothing" : $0.message }
        }
        XCTAssertEqual(found(outputOwnership: "weak"), ["nothing"])
        XCTAssertEqual(found(outputOwnership: ""), ["service"], "a view that keeps the shared coordinator alive holds its logic")
    }

    /// Written after RxFeedback screens whose builder hands the view a `System` that does the
    /// presenter's work: a presenter of another shape, so a note that names it.
    func testAViewHandedACollaboratorItDoesNotCreateMayHaveItsPresenterUnderAnotherName() {
        let model = InlineApp.model([
            ("Modules/Confirm/ConfirmViewController.swift", """
                final class ConfirmViewController: UIViewController {
                    var system: ConfirmSystem!
                    private let service = ConfirmService()
                }
                """),
            ("Modules/Confirm/ConfirmSystem.swift", "final class ConfirmSystem { func send(_ event: Int) {} }"),
            ("Services/ConfirmService.swift", "final class ConfirmService { func fetch() {} }"),
            ("Modules/Confirm/ConfirmModuleBuilder.swift", """
                final class ConfirmModuleBuilder {
                    func build() -> UIViewController {
                        let vc = ConfirmViewController()
                        vc.system = ConfirmSystem()
                        return vc
                    }
                }
                """),
        ])
        let found = RuleRunner(rules: [ModuleHasPresenterRule.self]).run(on: model)
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found.first?.message.contains("is handed a ConfirmSystem that it does not create") == true, found.first?.message ?? "")
    }

    /// The same with RxFeedback's generic `System`, declared outside the scan: its builder hands it over.
    func testAViewHandedALibrarysSystemByItsBuilderMayHaveItsPresenterUnderAnotherName() {
        func found(handed: Bool) -> [String] {
            let model = InlineApp.model([
                ("Modules/Confirm/ConfirmViewController.swift", """
                    final class ConfirmViewController: UIViewController {
                        var system: System<ConfirmState, ConfirmEvent>!
                        private let service = ConfirmService()
                    }
                    """),
                ("Services/ConfirmService.swift", "final class ConfirmService { func fetch() {} }"),
                ("Modules/Confirm/ConfirmModuleBuilder.swift", """
                    final class ConfirmModuleBuilder {
                        func build() -> UIViewController {
                            let vc = ConfirmViewController()
                            \(handed ? "vc.system = makeSystem()" : "")
                            return vc
                        }
                    }
                    """),
            ])
            return RuleRunner(rules: [ModuleHasPresenterRule.self]).run(on: model).map { $0.message.contains("is handed a") ? "handed" : "other" }
        }
        XCTAssertEqual(found(handed: true), ["handed"])
        XCTAssertEqual(found(handed: false), ["other"], "the view makes its own service and nothing hands it a presenter")
    }
}

/// Written after apps whose modules something else owns: a wireframe that keeps its presenter
/// (AmericanChronicle's dialect), an app-wide router that holds every presenter. The view holds the
/// presenter weakly and the presenter holds the view: no cycle, and the advice would make one.
final class ModuleOwnedElsewhereTests: XCTestCase {
    private func findings(presenterHoldsViewStrongly: Bool, wireframeKeepsPresenter: Bool, appKeepsWireframe: Bool = true) -> [String] {
        let model = InlineApp.model(InfinumExample.module(
            presenterView: presenterHoldsViewStrongly ? "private let view: HomeViewInterface" : "private unowned let view: HomeViewInterface",
            viewPresenter: "weak var presenter: HomePresenterInterface?",
            extraFiles: [ExampleFile("App/AppRouter.swift", """
                final class AppRouter {
                    \(wireframeKeepsPresenter ? "let homePresenter: HomePresenterProtocol" : "let title: String")
                    init() { fatalError() }
                }
                typealias HomePresenterProtocol = HomePresenterInterface & AnyObject
                """), ExampleFile("App/AppDelegate.swift", appKeepsWireframe ? "final class AppDelegate { let router = AppRouter() }" : "")]).pairs)
        return RuleRunner(rules: [ViewHoldsPresenterStronglyRule.self, PresenterHoldsViewWeaklyRule.self]).run(on: model).map(\.rule)
    }

    func testAPresenterThatSomethingElseOwnsNeedsNoStrongView() {
        XCTAssertEqual(findings(presenterHoldsViewStrongly: false, wireframeKeepsPresenter: false), ["view-holds-presenter-strongly"])
        XCTAssertEqual(findings(presenterHoldsViewStrongly: false, wireframeKeepsPresenter: true), [])
        XCTAssertEqual(findings(presenterHoldsViewStrongly: false, wireframeKeepsPresenter: true, appKeepsWireframe: false),
                       ["view-holds-presenter-strongly"], "an owner that nothing keeps (a wireframe made in a local) goes when the call returns")
    }

    func testAPresenterThatSomethingElseOwnsMakesNoCycleWithTheViewItHolds() {
        XCTAssertEqual(findings(presenterHoldsViewStrongly: true, wireframeKeepsPresenter: false),
                       ["presenter-holds-view-weakly", "view-holds-presenter-strongly"], "ownership inverted: both halves of the fix")
        XCTAssertEqual(findings(presenterHoldsViewStrongly: true, wireframeKeepsPresenter: true), [])
    }
}

/// Written after Objective-C wireframes that keep their presenter and their view strongly, with the
/// presenter holding the wireframe: a strong `eventHandler` in the view would close a cycle. A router
/// that keeps only the view is a fault of its own, and the view's weak reference still is one.
final class ViewOwnershipCycleTests: XCTestCase {
    func testAViewThePresenterReachesThroughItsWireframeNeedsNoStrongReferenceBack() {
        func findings(wireframeHoldsView: Bool, wireframeHoldsPresenter: Bool = true) -> [String] {
            let model = InlineApp.model(InfinumExample.module(
                viewPresenter: "weak var presenter: HomePresenterInterface?",
                wireframe: """
                    final class HomeWireframe: HomeWireframeInterface {
                        \(wireframeHoldsView ? "var controller: HomeViewController?" : "")
                        \(wireframeHoldsPresenter ? "var presenter: HomePresenter?" : "")
                        func start() {
                            let view = HomeViewController()
                            let presenter = HomePresenter(view: view, interactor: HomeInteractor(), wireframe: self)
                            view.presenter = presenter
                        }
                    }
                    """)
                .pairs)
            return RuleRunner(rules: [ViewHoldsPresenterStronglyRule.self]).run(on: model).map(\.rule)
        }
        XCTAssertEqual(findings(wireframeHoldsView: false), ["view-holds-presenter-strongly"])
        XCTAssertEqual(findings(wireframeHoldsView: true), [])
        XCTAssertEqual(findings(wireframeHoldsView: true, wireframeHoldsPresenter: false), ["view-holds-presenter-strongly"])
    }
}

/// Written while scaling the model to one wireframe that builds a thousand screens: each screen's
/// module has that wireframe as its builder, so its creating another of them is building, not a fault
/// (and each module listing the other thousand made a million findings).
final class CentralAssemblyCreationTests: XCTestCase {
    func testAWireframeThatBuildsSeveralModulesCreatesEachOfThemLegitimately() {
        let model = InlineApp.model([
            ("AppWireframe.swift", """
                final class AppWireframe {
                    func make() -> [UIViewController] {
                        let home = HomeViewController(); let homePresenter = HomePresenter()
                        home.presenter = homePresenter; homePresenter.view = home
                        let list = ListViewController(); let listPresenter = ListPresenter()
                        list.presenter = listPresenter; listPresenter.view = list
                        return [home, list]
                    }
                }
                """),
        ] + ["Home", "List"].map { name in
            ("\(name).swift", """
                final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }
                final class \(name)Presenter { weak var view: \(name)ViewController? }
                """)
        })
        XCTAssertEqual(model.module(named: "Home")?.component(.builder)?.type, "AppWireframe")
        let found = RuleRunner(rules: [OnlyAssemblerCreatesComponentsRule.self],
                               configuration: RuleConfiguration(severities: [OnlyAssemblerCreatesComponentsRule.description.id: .warning]))
            .run(on: model)
        XCTAssertEqual(found.map(\.message), [])
    }
}
