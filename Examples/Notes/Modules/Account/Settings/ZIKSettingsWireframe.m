#import "ZIKSettingsWireframe.h"
#import "ZIKLoginBuilder.h"

@implementation ZIKSettingsWireframe

- (void)presentLoginAfterLogout {
    UIViewController *presenting = self.sourceViewController.navigationController.presentingViewController;
    [self.sourceViewController dismissViewControllerAnimated:YES completion:^{
        UIViewController *login = [ZIKLoginBuilder viewController];
        login.modalPresentationStyle = UIModalPresentationFullScreen;
        [presenting presentViewController:login animated:YES completion:nil];
    }];
}

- (void)closeSettings {
    [self.sourceViewController dismissViewControllerAnimated:YES completion:nil];
}

@end
