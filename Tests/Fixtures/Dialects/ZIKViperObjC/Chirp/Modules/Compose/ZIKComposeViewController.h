#import <UIKit/UIKit.h>
#import "ZIKComposeViewProtocol.h"

@interface ZIKComposeViewController : UIViewController <ZIKComposeViewProtocol>

@property (nonatomic, strong) id<ZIKComposeViewEventHandler> eventHandler;

@end
