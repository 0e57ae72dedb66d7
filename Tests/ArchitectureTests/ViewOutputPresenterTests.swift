import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Written after apps that put a view model where the presenter would be: the view holds it as its
/// output, and it holds the module's router or adopts the module input that other routers configure.
final class ViewOutputPresenterTests: XCTestCase {
    func testAViewModelThatHoldsTheRouterIsThePresenter() {
        let model = InlineApp.model([
            ("Player/PlayerAssembly.swift", """
                final class PlayerAssembly {
                    static func createModule() -> PlayerViewController {
                        let module = PlayerViewController(viewModel: container.resolve())
                        module.viewModel.bind(router: PlayerRouter(view: module))
                        return module
                    }
                }
                """),
            ("Player/PlayerRouter.swift", """
                protocol PlayerRoutable: AnyObject {}
                final class PlayerRouter: PlayerRoutable { weak var view: PlayerViewController?; init(view: PlayerViewController) { self.view = view } }
                """),
            ("Player/PlayerViewModel.swift", """
                final class PlayerViewModel {
                    private var router: PlayerRoutable!
                    func bind(router: PlayerRoutable) { self.router = router }
                }
                """),
            ("Player/PlayerViewController.swift", """
                final class PlayerViewController: UIViewController {
                    let viewModel: PlayerViewModel
                    let formatter: PlayerTimeViewModel
                    init(viewModel: PlayerViewModel) { self.viewModel = viewModel; formatter = PlayerTimeViewModel() }
                }
                """),
            ("Player/PlayerTimeViewModel.swift", "final class PlayerTimeViewModel { var text = \"\" }"),
        ])
        let player = model.module(named: "Player")
        XCTAssertEqual(player?.component(.presenter)?.type, "PlayerViewModel")
        XCTAssertEqual(player?.references.filter { $0.from == .view && $0.to == .presenter }.map(\.property), ["viewModel"])
        XCTAssertEqual(player?.references.filter { $0.from == .presenter && $0.to == .router }.map(\.property), ["router"])
        // The view model that formats a label holds nothing of the module: it is no component.
        XCTAssertFalse(model.modules.contains { $0.components.contains { $0.type == "PlayerTimeViewModel" } })
    }

    func testAViewModelThatAloneAdoptsTheModuleInputIsThePresenter() {
        let model = InlineApp.model([
            ("Shows/ShowsRouter.h", "@interface ShowsRouter : NSObject\n@property (nonatomic, weak) id transitionHandler;\n@end"),
            ("Shows/ShowsViewController.h", """
                @protocol ShowsViewOutput <NSObject>
                - (void)didTriggerViewReadyEvent;
                @end
                @interface ShowsViewController : UIViewController
                @property (nonatomic, strong) id<ShowsViewOutput> output;
                @end
                """),
            ("Shows/ShowsModuleInput.h", "@protocol ShowsModuleInput <NSObject>\n- (void)configureWithShow:(id)show;\n@end"),
            ("Shows/ShowsViewModel.h", "@interface ShowsViewModel : NSObject <ShowsViewOutput, ShowsModuleInput>\n@end"),
            ("Shows/ShowsAssembly.m", """
                @implementation ShowsAssembly
                - (ShowsViewController *)viewShows {
                    return [TyphoonDefinition withClass:[ShowsViewController class] configuration:^(TyphoonDefinition *definition) {
                        [definition injectProperty:@selector(output) with:[self viewModelShows]];
                    }];
                }
                - (ShowsViewModel *)viewModelShows { return [TyphoonDefinition withClass:[ShowsViewModel class]]; }
                - (ShowsRouter *)routerShows { return [TyphoonDefinition withClass:[ShowsRouter class]]; }
                @end
                """),
        ])
        XCTAssertEqual(model.module(named: "Shows")?.component(.presenter)?.type, "ShowsViewModel")
    }

    func testEachViewModelBehindTheViewsOutputThatHoldsTheRouterIsAPresenter() {
        let model = InlineApp.model([
            ("Collection/CollectionRouter.swift", "protocol CollectionRoutable: AnyObject {}\nfinal class CollectionRouter: CollectionRoutable { weak var view: CollectionViewController? }"),
            ("Collection/CollectionViewController.swift", """
                protocol CollectionViewModelProtocol: AnyObject { func refresh() }
                final class CollectionViewController: UIViewController { var viewModel: (any CollectionViewModelProtocol)! }
                """),
            ("Collection/CollectionViewModel.swift", "final class CollectionViewModel: CollectionViewModelProtocol { private var router: CollectionRoutable?; func refresh() {} }"),
            ("Collection/FavoriteViewModel.swift", "final class FavoriteViewModel: CollectionViewModelProtocol { private var router: CollectionRoutable?; func refresh() {} }"),
            ("Collection/CollectionAssembly.swift", """
                final class CollectionAssembly {
                    static func createModule(favourites: Bool) -> CollectionViewController {
                        let module = CollectionViewController()
                        let router = CollectionRouter()
                        router.view = module
                        module.viewModel = favourites ? FavoriteViewModel() : CollectionViewModel()
                        return module
                    }
                }
                """),
        ])
        XCTAssertEqual(model.module(named: "Collection")?.components.filter { $0.role == .presenter }.map(\.type),
                       ["CollectionViewModel", "FavoriteViewModel"])
    }

    /// The header declares `output` readonly and the implementation's class extension redeclares it
    /// readwrite: one property, one reference.
    func testAPropertyRedeclaredReadwriteInAClassExtensionIsOneReference() {
        let model = InlineApp.model([
            ("Shows/ShowsViewController.h", """
                @protocol ShowsViewOutput <NSObject>
                @end
                @interface ShowsViewController : UIViewController
                @property (nonatomic, strong, readonly) id<ShowsViewOutput> output;
                @end
                """),
            ("Shows/ShowsViewController.m", """
                @interface ShowsViewController ()
                @property (nonatomic, strong, readwrite) id<ShowsViewOutput> output;
                @end
                @implementation ShowsViewController
                @end
                """),
            ("Shows/ShowsPresenter.h", "@interface ShowsPresenter : NSObject <ShowsViewOutput>\n@property (nonatomic, weak) id view;\n@end"),
            ("Shows/ShowsRouter.h", "@interface ShowsRouter : NSObject\n@end"),
        ])
        XCTAssertEqual(model.module(named: "Shows")?.references.filter { $0.from == .view }.map(\.property), ["output"])
    }
}
