#import <UIKit/UIKit.h>

@class AddWireframe;
@class ListPresenter;
@class ListViewController;

@interface ListWireframe : NSObject

@property (nonatomic, strong) AddWireframe *addWireframe;
@property (nonatomic, strong) ListPresenter *listPresenter;
@property (nonatomic, strong) ListViewController *listViewController;

- (void)presentListInterfaceFromWindow:(UIWindow *)window;
- (void)presentAddInterface;

@end
