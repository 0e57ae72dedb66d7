#import <Foundation/Foundation.h>
#import "ZIKComposeViewProtocol.h"

@class ZIKComposeRouter;

@interface ZIKComposePresenter : NSObject <ZIKComposeViewEventHandler>

@property (nonatomic, weak) id<ZIKComposeViewProtocol> view;
@property (nonatomic, strong) ZIKComposeRouter *router;

@end
