import Architecture
@testable import Rules
import SourceScanner
import TestSupport
import XCTest

/// A cycle is reported once, as its edges in order, each a property the type named declares.
final class CycleFindingTests: XCTestCase {
    private func cycles(in model: AppModel) -> [String] {
        RuleRunner(rules: [NoStrongReferenceCycleRule.self]).run(on: model).map(\.message)
    }

    /// Home's presenter holds its view strongly, and the view its presenter: one true cycle.
    private func home() -> AppModel {
        InlineApp.model(InfinumExample.module(presenterView: "private let view: HomeViewInterface", extraFiles: [
            ExampleFile("Modules/Home/HomeHeaderView.swift", "final class HomeHeaderView: UIView { var title = \"\" }"),
        ]).pairs)
    }

    private let truth = "strong reference cycle in module Home: HomePresenter.view → HomeViewController.presenter → HomePresenter; "
        + "make 'view' in HomePresenter weak, or another of these references"

    func testTheHolderIsTheTypeThatDeclaresTheProperty() throws {
        var model = home()
        XCTAssertEqual(cycles(in: model), [truth])
        // A second view in the module, first by name, declares no 'presenter' and adopts no view interface.
        let m = try XCTUnwrap(model.modules.firstIndex { $0.name == "Home" })
        model.modules[m].add(Component(role: .view, type: "HomeHeaderView",
                                       location: SourceLocation(file: "Modules/Home/HomeHeaderView.swift", line: 1, column: 13)))
        XCTAssertEqual(model.modules[m].component(.view)?.type, "HomeHeaderView")
        XCTAssertEqual(cycles(in: model), [truth])
    }

    /// One fault, one loud finding: the presenter's strong 'view' is what `presenter-holds-view-weakly`
    /// reports already; with both rules on, that finding names the cycle, and the cycle is a note.
    func testACycleAnOwnershipRuleReportsAtTheSamePlaceIsOneLoudFinding() {
        let both = RuleRunner(rules: [PresenterHoldsViewWeaklyRule.self, NoStrongReferenceCycleRule.self]).run(on: home())
        XCTAssertEqual(both.map(\.rule), ["no-strong-reference-cycle", "presenter-holds-view-weakly"])
        XCTAssertEqual(both.map(\.severity), [.note, .error])
        XCTAssertEqual(both[0].message, truth + " (a note, not an error: presenter-holds-view-weakly reports this reference at the same place)")
        XCTAssertTrue(both[1].message.hasSuffix(
            "; it closes the strong reference cycle HomePresenter.view → HomeViewController.presenter → HomePresenter"), both[1].message)
        // Without the ownership rule, the cycle is still found.
        XCTAssertEqual(cycles(in: home()), [truth])
    }

    /// Written after Objective-C wireframes made in a local and dropped, whose view holds the presenter
    /// weakly (`eventHandler`): the wireframe–presenter cycle is all that keeps the module, so the
    /// advice is to let the view own the presenter first, not to weaken the cycle, which would free it.
    func testACycleThatAloneKeepsTheModuleAsksTheViewToOwnThePresenterFirst() {
        let model = InlineApp.model([
            ("Modules/Home/HomeViewController.swift", "final class HomeViewController: UIViewController { weak var presenter: HomePresenter? }"),
            ("Modules/Home/HomePresenter.swift", "final class HomePresenter {\n    var wireframe: HomeWireframe?\n    weak var view: HomeViewController?\n}"),
            ("Modules/Home/HomeWireframe.swift", """
                final class HomeWireframe {
                    var presenter: HomePresenter?
                    static func make() -> UIViewController {
                        let wireframe = HomeWireframe(), presenter = HomePresenter(), view = HomeViewController()
                        wireframe.presenter = presenter
                        presenter.wireframe = wireframe
                        presenter.view = view
                        view.presenter = presenter
                        return view
                    }
                }
                """),
        ])
        let found = cycles(in: model)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasSuffix("make 'presenter' in HomeViewController strong, then 'presenter' in HomeWireframe weak: "
            + "the view holds its presenter weakly, so this cycle is all that keeps the module alive") ?? false, "\(found)")
    }

    func testACycleThroughTypesTwoModulesShareIsReportedOnce() throws {
        var model = home()
        var copy = try XCTUnwrap(model.modules.first { $0.name == "Home" })
        copy.name = "Search"
        model.modules.append(copy)
        XCTAssertEqual(cycles(in: model).count, 1)
    }

    /// Written after an Objective-C wireframe whose `moduleInterface` is `@dynamic`: a hand-written
    /// getter returns its weak `presenter`, so the `@property (strong)` stores nothing and closes no cycle.
    func testADynamicPropertyStoresNothing() {
        func model(dynamic: Bool) -> AppModel {
            InlineApp.model([
                ("Main/ZZMainPresenter.h", """
                    @interface ZZMainPresenter : NSObject <ZZMainModuleInterface>
                    @property (nonatomic, strong) ZZMainWireframe *wireframe;
                    @end
                    """),
                ("Main/ZZMainWireframe.h", """
                    @interface ZZMainWireframe : NSObject
                    @property (nonatomic, strong) id<ZZMainModuleInterface> moduleInterface;
                    @end
                    """),
                ("Main/ZZMainWireframe.m", """
                    @interface ZZMainWireframe ()
                    @property (nonatomic, weak) ZZMainPresenter *presenter;
                    @end
                    @implementation ZZMainWireframe
                    \(dynamic ? "@dynamic moduleInterface;" : "")
                    - (void)presentMainController {
                        ZZMainPresenter *presenter = [ZZMainPresenter new];
                        presenter.wireframe = self;
                        self.presenter = presenter;
                    }
                    \(dynamic ? "- (id<ZZMainModuleInterface>)moduleInterface { return self.presenter; }" : "")
                    @end
                    """),
            ])
        }
        XCTAssertEqual(cycles(in: model(dynamic: false)).count, 1, "without @dynamic the strong property is a cycle")
        XCTAssertEqual(cycles(in: model(dynamic: true)), [])
    }
}

/// Written after an app whose composition root keeps every wireframe, and whose wireframes and
/// presenters hold each other and the next module's wireframe strongly: every path around the cycles
/// was a finding. Each reference that should be weak is one finding, and the advice names it.
final class CycleFaultTests: XCTestCase {
    private func model(modules: [String]) -> AppModel {
        var files: [(String, String)] = []
        for (index, name) in modules.enumerated() {
            let next = modules[(index + 1) % modules.count]
            files += [
                ("\(name)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController { var eventHandler: \(name)Presenter! }"),
                ("\(name)/\(name)Presenter.swift", """
                    final class \(name)Presenter {
                        var userInterface: \(name)ViewController!
                        var wireframe: \(name)Wireframe!
                    }
                    """),
                ("\(name)/\(name)Wireframe.swift", """
                    final class \(name)Wireframe {
                        var presenter: \(name)Presenter!
                        var \(next.lowercased())Wireframe: \(next)Wireframe!
                        func present\(next)() { \(next.lowercased())Wireframe.show() }
                        func show() {
                            let view = \(name)ViewController()
                            view.eventHandler = presenter
                            presenter.userInterface = view
                        }
                    }
                    """),
            ]
        }
        files.append(("App/AppDependencies.swift", """
            final class AppDependencies {
            \(modules.map { "    var \($0.lowercased())Wireframe = \($0)Wireframe()" }.joined(separator: "\n"))
            }
            """))
        return InlineApp.model(files)
    }

    func testEachReferenceThatClosesCyclesIsOneFindingAtThatReference() {
        let found = RuleRunner(rules: [NoStrongReferenceCycleRule.self]).run(on: model(modules: ["Edit", "Music", "Share"]))
        let links = found.map { "\($0.location.file):\($0.location.line)" }
        XCTAssertEqual(links, Set(links).sorted(), "one finding per reference")
        // Per module: the presenter's view (UIKit owns it) and its wireframe (the composition root keeps it).
        XCTAssertEqual(Set(found.map { "\($0.module) \($0.properties.first ?? "")" }),
                       ["Edit userInterface", "Edit wireframe", "Music userInterface", "Music wireframe", "Share userInterface", "Share wireframe"])
        XCTAssertTrue(found.allSatisfy { !$0.message.contains("make 'presenter' in") }, "never the wireframe's presenter, the presenter's only owner")
    }
}
