#import <UIKit/UIKit.h>
#import "ZIKNoteListViewProtocol.h"

@interface ZIKNoteListViewController : UIViewController <ZIKNoteListViewProtocol>
@property (nonatomic, strong) id<ZIKNoteListViewEventHandler> eventHandler;
@property (nonatomic, strong) id<ZIKNoteListViewDataSource> viewDataSource;
@end
