#import <UIKit/UIKit.h>
#import "ListModuleInterface.h"
#import "ListViewInterface.h"

@interface ListViewController : UITableViewController <ListViewInterface>

@property (nonatomic, strong) id<ListModuleInterface> eventHandler;

@end
