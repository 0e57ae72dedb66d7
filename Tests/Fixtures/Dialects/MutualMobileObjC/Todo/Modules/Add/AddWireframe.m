#import "AddWireframe.h"
#import "AddPresenter.h"
#import "AddViewController.h"

static NSString *AddViewControllerIdentifier = @"AddViewController";

@interface AddWireframe ()
@property (nonatomic, weak) UIViewController *presentingViewController;
@end

@implementation AddWireframe

- (void)presentAddInterfaceFromViewController:(UIViewController *)viewController
{
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:[NSBundle mainBundle]];
    AddViewController *addViewController = [storyboard instantiateViewControllerWithIdentifier:AddViewControllerIdentifier];
    addViewController.eventHandler = self.addPresenter;
    [self.addPresenter configureUserInterfaceForPresentation:addViewController];

    [viewController presentViewController:addViewController animated:YES completion:nil];
    self.presentingViewController = viewController;
    self.addViewController = addViewController;
}

- (void)dismissAddInterface
{
    [self.presentingViewController dismissViewControllerAnimated:YES completion:nil];
}

@end
