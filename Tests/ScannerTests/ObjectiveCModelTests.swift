import Architecture
import SourceScanner
import TestSupport
import XCTest

/// A ZIKViper module (Objective-C) as the model sees it: named after its folder, its components
/// declared in headers, references through the protocols the presenter adopts, navigation through
/// another module's builder, from Objective-C and from Swift.
final class ObjectiveCModelTests: XCTestCase {
    private static func module(_ name: String, group: String, navigatesTo targets: [String] = []) -> [(path: String, code: String)] {
        let p = "ZIK\(name)"
        let base = "Modules/\(group)/\(name)"
        let pushes = targets.map { "    UIViewController *destination = [ZIK\($0)Builder viewController];\n" }.joined()
        return [
            ("\(base)/\(p)ViewProtocol.h", """
                #import <Foundation/Foundation.h>
                @protocol \(p)ViewEventHandler <NSObject>
                - (void)handleViewDidLoad;
                @end
                @protocol \(p)ViewDataSource <NSObject>
                - (NSInteger)numberOfRows;
                @end
                @protocol \(p)ViewProtocol <NSObject>
                - (void)reloadRows;
                @end
                @protocol \(p)InteractorInput <NSObject>
                - (void)loadAllItems;
                @end
                @protocol \(p)InteractorEventHandler <NSObject>
                - (void)didFinishLoadAllItems;
                @end
                @protocol \(p)WireframeProtocol <NSObject>
                - (void)pushDetailForItemAtIndex:(NSInteger)index;
                @end
                """),
            ("\(base)/\(p)ViewController.h", """
                #import <UIKit/UIKit.h>
                @interface \(p)ViewController : UIViewController <\(p)ViewProtocol>
                @property (nonatomic, strong) id<\(p)ViewEventHandler> eventHandler;
                @property (nonatomic, strong) id<\(p)ViewDataSource> viewDataSource;
                @end
                """),
            ("\(base)/\(p)ViewController.m", """
                @interface \(p)ViewController () <UITableViewDelegate>
                @property (weak, nonatomic) IBOutlet UITableView *tableView;
                @end
                @implementation \(p)ViewController
                - (void)viewDidLoad { [super viewDidLoad]; [self.eventHandler handleViewDidLoad]; }
                @end
                """),
            ("\(base)/\(p)Presenter.h", """
                @interface \(p)Presenter : NSObject <\(p)ViewEventHandler, \(p)ViewDataSource, \(p)InteractorEventHandler>
                @property (nonatomic, weak) id<\(p)ViewProtocol> view;
                @property (nonatomic, strong) id<\(p)InteractorInput> interactor;
                @property (nonatomic, strong) id<\(p)WireframeProtocol> wireframe;
                @end
                """),
            ("\(base)/\(p)Interactor.h", """
                @interface \(p)Interactor : NSObject <\(p)InteractorInput>
                @property (nonatomic, weak) id<\(p)InteractorEventHandler> eventHandler;
                @end
                """),
            ("\(base)/\(p)Wireframe.h", """
                @interface \(p)Wireframe : NSObject <\(p)WireframeProtocol>
                @property (nonatomic, weak) UIViewController *sourceViewController;
                @end
                """),
            ("\(base)/\(p)Wireframe.m", """
                @implementation \(p)Wireframe
                - (void)pushDetailForItemAtIndex:(NSInteger)index {
                \(pushes)}
                @end
                """),
            ("\(base)/\(p)Builder.h", """
                @interface \(p)Builder : NSObject
                + (UIViewController *)viewController;
                @end
                """),
            ("\(base)/\(p)Builder.m", """
                @implementation \(p)Builder
                + (UIViewController *)viewController {
                    \(p)ViewController *view = [[\(p)ViewController alloc] init];
                    \(p)Presenter *presenter = [[\(p)Presenter alloc] init];
                    \(p)Interactor *interactor = [[\(p)Interactor alloc] init];
                    \(p)Wireframe *wireframe = [[\(p)Wireframe alloc] init];
                    return view;
                }
                @end
                """),
        ]
    }

    func testZIKViperModules() throws {
        let swiftRouter = (path: "Modules/Media/Player/PlayerRouter.swift", code: """
            import UIKit
            final class PlayerPresenter {}
            final class PlayerRouter {
                weak var viewController: UIViewController?
                func openDetails() {
                    viewController?.navigationController?.pushViewController(ZIKDetailsBuilder.viewController(), animated: true)
                }
            }
            """)
        let model = InlineApp.model(Self.module("Home", group: "Social", navigatesTo: ["Details"])
            + Self.module("Details", group: "Catalog") + [swiftRouter])
        XCTAssertEqual(model.modules.map(\.name), ["Details", "Home", "Player"])
        let home = try XCTUnwrap(model.modules.first { $0.name == "Home" })
        XCTAssertEqual(home.style, .zikviper)
        XCTAssertEqual(home.group, "Social")
        XCTAssertEqual(home.folder, "Modules/Social/Home")
        XCTAssertEqual(home.components.map { "\($0.role):\($0.type)" }.sorted(), [
            "builder:ZIKHomeBuilder", "interactor:ZIKHomeInteractor", "presenter:ZIKHomePresenter",
            "router:ZIKHomeWireframe", "view:ZIKHomeViewController",
        ])
        XCTAssertTrue(home.components.allSatisfy { $0.location.file.hasSuffix(".h") })
        let references = home.references.map { "\($0.from).\($0.property)->\($0.to) \($0.ownership) \($0.through)" }
        XCTAssertEqual(Set(references), [
            "view.eventHandler->presenter strong protocol",
            "view.viewDataSource->presenter strong protocol",
            "presenter.view->view weak protocol",
            "presenter.interactor->interactor strong protocol",
            "presenter.wireframe->router strong protocol",
            "interactor.eventHandler->presenter weak protocol",
            "router.sourceViewController->view weak concrete",
        ])
        XCTAssertEqual(home.navigations.map(\.target), ["Details"])
        XCTAssertEqual(home.protocols.map(\.name).sorted(), [
            "ZIKHomeInteractorEventHandler", "ZIKHomeInteractorInput", "ZIKHomeViewDataSource",
            "ZIKHomeViewEventHandler", "ZIKHomeViewProtocol", "ZIKHomeWireframeProtocol",
        ])
        XCTAssertTrue(home.protocols.allSatisfy(\.classBound))
        let player = try XCTUnwrap(model.modules.first { $0.name == "Player" })
        XCTAssertEqual(player.navigations.map(\.target), ["Details"])
    }

    func testPresenterAndRouterNamedAfterTheViewJoinItsModule() throws {
        let model = InlineApp.model([
            ("Modules/NoteList/ZIKNoteListViewController.h", """
                @interface ZIKNoteListViewController : UIViewController <ZIKNoteListViewProtocol>
                @property (nonatomic, strong) id<NSObject, ZIKNoteListViewEventHandler> eventHandler;
                @end
                """),
            ("Modules/NoteList/ZIKNoteListViewPresenter.h", """
                @protocol ZIKNoteListViewProtocol <NSObject>
                @end
                @protocol ZIKNoteListViewEventHandler <NSObject>
                @end
                @interface ZIKNoteListViewPresenter : NSObject <ZIKNoteListViewEventHandler>
                @property (nonatomic, weak) id<ZIKNoteListViewProtocol> view;
                @end
                """),
            ("Modules/NoteList/ZIKNoteListInteractor.h", """
                @interface ZIKNoteListInteractor : NSObject
                @end
                """),
            ("Modules/NoteList/ZIKNoteListViewRouter.h", """
                @interface ZIKNoteListViewRouter : NSObject
                @end
                """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["NoteList"])
        let module = try XCTUnwrap(model.modules.first)
        XCTAssertEqual(module.components.map { "\($0.role):\($0.type)" }.sorted(), [
            "interactor:ZIKNoteListInteractor", "presenter:ZIKNoteListViewPresenter",
            "router:ZIKNoteListViewRouter", "view:ZIKNoteListViewController",
        ])
        XCTAssertEqual(Set(module.references.map { "\($0.from).\($0.property)->\($0.to)" }), [
            "view.eventHandler->presenter", "presenter.view->view",
        ])
    }
}
