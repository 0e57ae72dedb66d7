#import <UIKit/UIKit.h>

@interface ZIKTimelineRouter : NSObject

@property (nonatomic, weak) UIViewController *viewController;

- (void)presentComposeScreen;

@end
