#import <UIKit/UIKit.h>

@interface ZIKLoginBuilder : NSObject
+ (UIViewController *)viewController;
@end
