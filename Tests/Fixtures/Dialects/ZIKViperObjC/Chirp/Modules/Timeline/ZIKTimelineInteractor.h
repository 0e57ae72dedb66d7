#import <Foundation/Foundation.h>
#import "ZIKTimelineInteractorProtocol.h"

@interface ZIKTimelineInteractor : NSObject <ZIKTimelineInteractorInput>

@property (nonatomic, weak) id<ZIKTimelineInteractorEventHandler> eventHandler;

@end
