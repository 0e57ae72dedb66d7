#import "ZIKLoginWireframe.h"

@implementation ZIKLoginWireframe

- (void)dismissLoginViewWithCompletion:(void (^)(void))completion {
    [self.sourceViewController dismissViewControllerAnimated:YES completion:^{
        if (completion) {
            completion();
        }
    }];
}

@end
