#import "ZIKComposeViewRouter.h"
#import "ZIKComposeViewController.h"
#import "ZIKComposePresenter.h"
#import "ZIKComposeRouter.h"

@implementation ZIKComposeViewRouter

+ (void)registerRoutableDestination
{
    [self registerView:[ZIKComposeViewController class]];
}

- (nullable UIViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration
{
    return [[ZIKComposeViewController alloc] init];
}

- (void)prepareDestination:(ZIKComposeViewController *)destination configuration:(ZIKViewRouteConfiguration *)configuration
{
    ZIKComposePresenter *presenter = [[ZIKComposePresenter alloc] init];
    ZIKComposeRouter *router = [[ZIKComposeRouter alloc] init];

    presenter.router = router;
    presenter.view = destination;
    router.viewController = destination;
    destination.eventHandler = presenter;
}

@end
