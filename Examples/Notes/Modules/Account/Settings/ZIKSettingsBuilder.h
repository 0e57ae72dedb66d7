#import <UIKit/UIKit.h>

@interface ZIKSettingsBuilder : NSObject
+ (UIViewController *)viewController;
@end
