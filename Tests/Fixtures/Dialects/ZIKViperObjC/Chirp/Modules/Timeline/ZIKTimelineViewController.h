#import <UIKit/UIKit.h>
#import "ZIKTimelineViewProtocol.h"

@interface ZIKTimelineViewController : UITableViewController <ZIKTimelineViewProtocol>

@property (nonatomic, strong) id<ZIKTimelineViewEventHandler> eventHandler;
@property (nonatomic, strong) id<ZIKTimelineViewDataSource> viewDataSource;

@end
