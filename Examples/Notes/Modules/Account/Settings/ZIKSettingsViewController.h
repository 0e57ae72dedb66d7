#import <UIKit/UIKit.h>
#import "ZIKSettingsViewProtocol.h"

@interface ZIKSettingsViewController : UITableViewController <ZIKSettingsViewProtocol>
@property (nonatomic, weak) id<ZIKSettingsViewEventHandler> eventHandler;
@property (nonatomic, strong) id<ZIKSettingsViewDataSource> viewDataSource;
@end
