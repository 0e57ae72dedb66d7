#import <UIKit/UIKit.h>

/// What a router may ask of the view controller that it navigates from.
@protocol TransitionHandler <NSObject>

- (void)pushModuleViewController:(UIViewController *)viewController;
- (void)closeCurrentModule;

@end

@interface UIViewController (TransitionHandler) <TransitionHandler>
@end
