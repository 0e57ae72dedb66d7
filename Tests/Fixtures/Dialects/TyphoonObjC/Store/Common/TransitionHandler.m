#import "TransitionHandler.h"

@implementation UIViewController (TransitionHandler)

- (void)pushModuleViewController:(UIViewController *)viewController
{
    [self.navigationController pushViewController:viewController animated:YES];
}

- (void)closeCurrentModule
{
    [self.navigationController popViewControllerAnimated:YES];
}

@end
