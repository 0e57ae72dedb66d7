#import <Foundation/Foundation.h>
#import "ZIKTimelineViewProtocol.h"
#import "ZIKTimelineInteractorProtocol.h"

@class ZIKTimelineRouter;

@interface ZIKTimelinePresenter : NSObject <ZIKTimelineViewEventHandler, ZIKTimelineViewDataSource, ZIKTimelineInteractorEventHandler>

@property (nonatomic, weak) id<ZIKTimelineViewProtocol> view;
@property (nonatomic, strong) id<ZIKTimelineInteractorInput> interactor;
@property (nonatomic, strong) ZIKTimelineRouter *router;

@end
