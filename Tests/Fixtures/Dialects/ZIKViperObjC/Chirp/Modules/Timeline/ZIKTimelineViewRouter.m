#import "ZIKTimelineViewRouter.h"
#import "ZIKTimelineViewController.h"
#import "ZIKTimelinePresenter.h"
#import "ZIKTimelineInteractor.h"
#import "ZIKTimelineRouter.h"

@implementation ZIKTimelineViewRouter

+ (void)registerRoutableDestination
{
    [self registerView:[ZIKTimelineViewController class]];
}

- (nullable UIViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration
{
    return [[ZIKTimelineViewController alloc] init];
}

- (void)prepareDestination:(ZIKTimelineViewController *)destination configuration:(ZIKViewRouteConfiguration *)configuration
{
    ZIKTimelinePresenter *presenter = [[ZIKTimelinePresenter alloc] init];
    ZIKTimelineInteractor *interactor = [[ZIKTimelineInteractor alloc] init];
    ZIKTimelineRouter *router = [[ZIKTimelineRouter alloc] init];

    interactor.eventHandler = presenter;
    presenter.interactor = interactor;
    presenter.router = router;
    presenter.view = destination;
    router.viewController = destination;
    destination.eventHandler = presenter;
    destination.viewDataSource = presenter;
}

@end
