#import <UIKit/UIKit.h>
#import "ZIKLoginViewProtocol.h"

@interface ZIKLoginViewController : UIViewController <ZIKLoginViewProtocol>
@property (nonatomic, strong) id<ZIKLoginViewEventHandler> eventHandler;
@property (nonatomic, strong) id<ZIKLoginViewDataSource> viewDataSource;
@end
