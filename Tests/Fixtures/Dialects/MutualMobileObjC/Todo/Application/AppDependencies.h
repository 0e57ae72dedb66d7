#import <Foundation/Foundation.h>

@class UIWindow;

@interface AppDependencies : NSObject

- (void)installRootViewControllerIntoWindow:(UIWindow *)window;

@end
