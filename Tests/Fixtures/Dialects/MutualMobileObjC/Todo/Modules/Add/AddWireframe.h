#import <UIKit/UIKit.h>

@class AddPresenter;
@class AddViewController;

@interface AddWireframe : NSObject

@property (nonatomic, strong) AddPresenter *addPresenter;
@property (nonatomic, strong) AddViewController *addViewController;

- (void)presentAddInterfaceFromViewController:(UIViewController *)viewController;
- (void)dismissAddInterface;

@end
