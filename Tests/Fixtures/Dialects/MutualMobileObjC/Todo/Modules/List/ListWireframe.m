#import "ListWireframe.h"
#import "AddWireframe.h"
#import "ListPresenter.h"
#import "ListViewController.h"

static NSString *ListViewControllerIdentifier = @"ListViewController";

@implementation ListWireframe

- (void)presentListInterfaceFromWindow:(UIWindow *)window
{
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:[NSBundle mainBundle]];
    ListViewController *listViewController = [storyboard instantiateViewControllerWithIdentifier:ListViewControllerIdentifier];
    listViewController.eventHandler = self.listPresenter;
    self.listPresenter.userInterface = listViewController;
    self.listViewController = listViewController;

    window.rootViewController = [[UINavigationController alloc] initWithRootViewController:listViewController];
}

- (void)presentAddInterface
{
    [self.addWireframe presentAddInterfaceFromViewController:self.listViewController];
}

@end
