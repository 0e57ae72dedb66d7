#import "ZIKComposeRouter.h"

@implementation ZIKComposeRouter

- (void)dismissComposeScreen
{
    [self.viewController.navigationController popViewControllerAnimated:YES];
}

@end
