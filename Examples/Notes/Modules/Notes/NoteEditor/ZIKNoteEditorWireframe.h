#import <UIKit/UIKit.h>
#import "ZIKNoteEditorViewProtocol.h"

@interface ZIKNoteEditorWireframe : NSObject <ZIKNoteEditorWireframeProtocol>
@property (nonatomic, weak) UIViewController *sourceViewController;
@end
