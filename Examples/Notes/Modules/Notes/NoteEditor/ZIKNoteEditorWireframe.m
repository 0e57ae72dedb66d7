#import "ZIKNoteEditorWireframe.h"

@implementation ZIKNoteEditorWireframe

- (void)quitEditorAnimated:(BOOL)animated {
    [self.sourceViewController.navigationController popViewControllerAnimated:animated];
}

- (void)presentShareSheetWithText:(NSString *)text {
    UIActivityViewController *activity = [[UIActivityViewController alloc] initWithActivityItems:@[text] applicationActivities:nil];
    activity.completionWithItemsHandler = ^(UIActivityType activityType, BOOL completed, NSArray *returnedItems, NSError *activityError) {
        if (activityError) {
            NSLog(@"sharing failed: %@", activityError.localizedDescription);
        }
    };
    [self.sourceViewController presentViewController:activity animated:YES completion:nil];
}

@end
