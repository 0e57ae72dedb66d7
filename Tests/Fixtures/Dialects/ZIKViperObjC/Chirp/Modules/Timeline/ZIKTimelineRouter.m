#import "ZIKTimelineRouter.h"
#import "ZIKComposeViewRouter.h"

@implementation ZIKTimelineRouter

- (void)presentComposeScreen
{
    [ZIKComposeViewRouter performPath:ZIKViewRoutePath.pushFrom(self.viewController)];
}

@end
