#import <UIKit/UIKit.h>
#import "ZIKNoteEditorViewProtocol.h"

@interface ZIKNoteEditorViewController : UIViewController <ZIKNoteEditorViewProtocol>
@property (nonatomic, strong) id<ZIKNoteEditorViewEventHandler> eventHandler;
@property (nonatomic, strong) id<ZIKNoteEditorViewDataSource> viewDataSource;
@end
