#import <UIKit/UIKit.h>

@interface ZIKComposeRouter : NSObject

@property (nonatomic, weak) UIViewController *viewController;

- (void)dismissComposeScreen;

@end
