#import <UIKit/UIKit.h>

@interface ZIKNoteListBuilder : NSObject
+ (UIViewController *)viewController;
@end
