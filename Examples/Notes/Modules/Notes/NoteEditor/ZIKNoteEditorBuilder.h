#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKNoteEditorBuilder : NSObject
/// An editor for a new note.
+ (UIViewController *)viewController;
/// An editor for the note with this UUID.
+ (UIViewController *)viewControllerForEditingNoteWithUUID:(nullable NSString *)uuid;
@end

NS_ASSUME_NONNULL_END
