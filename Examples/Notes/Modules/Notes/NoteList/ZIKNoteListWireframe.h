#import <UIKit/UIKit.h>
#import "ZIKNoteListViewProtocol.h"

@interface ZIKNoteListWireframe : NSObject <ZIKNoteListWireframeProtocol>
@property (nonatomic, weak) UIViewController *sourceViewController;
@end
