import Architecture
import SourceScanner
import TestSupport
import XCTest

/// An Objective-C property whose getter the class writes and which that getter never stores has no
/// storage: Mutual Mobile wireframes hand out their presenter as `moduleInterface` that way.
final class ObjectiveCGetterTests: XCTestCase {
    func testAGetterThatOnlyReturnsAnotherPropertyIsNoReferenceAndALazyOneIs() {
        let model = InlineApp.model([
            ("Home/HomeWireframe.h", """
                @interface HomeWireframe : NSObject
                @property (nonatomic, readonly) id<HomeModuleInterface> moduleInterface;
                @property (nonatomic, strong) HomeViewController *view;
                @property (nonatomic, strong) HomeInteractor *interactor;
                @end
                """),
            ("Home/HomeWireframe.m", """
                @implementation HomeWireframe {
                    HomePresenter *_presenter;
                }
                - (instancetype)init {
                    if (self = [super init]) {
                        _presenter = [[HomePresenter alloc] initWithWireframe:self];
                    }
                    return self;
                }
                - (id<HomeModuleInterface>)moduleInterface { return _presenter; }
                - (HomeInteractor *)interactor {
                    if (!_interactor) { _interactor = [[HomeInteractor alloc] init]; }
                    return _interactor;
                }
                - (void)interactor:(HomeInteractor *)interactor didFinish:(BOOL)done {}
                @end
                """),
            ("Home/HomePresenter.h", """
                @protocol HomeModuleInterface <NSObject>
                @end
                @interface HomePresenter : NSObject <HomeModuleInterface>
                @property (nonatomic, weak) HomeWireframe *wireframe;
                @property (nonatomic, strong) HomeInteractor *interactor;
                @end
                """),
            ("Home/HomeViewController.h", "@interface HomeViewController : UIViewController\n@property (nonatomic, strong) HomePresenter *presenter;\n@end"),
            ("Home/HomeInteractor.h", "@interface HomeInteractor : NSObject\n@end"),
        ])
        let references = model.module(named: "Home")?.references.filter { $0.from == .router }.map(\.property).sorted()
        XCTAssertEqual(references, ["_presenter", "interactor", "view"], "moduleInterface only returns the presenter; the lazy interactor is stored")
    }
}
