#import "ZIKNoteListWireframe.h"
#import "ZIKNoteEditorBuilder.h"
#import "ZIKSettingsBuilder.h"
#import "ZIKLoginBuilder.h"

@implementation ZIKNoteListWireframe

- (void)presentLoginView {
    UIViewController *login = [ZIKLoginBuilder viewController];
    login.modalPresentationStyle = UIModalPresentationFullScreen;
    [self.sourceViewController presentViewController:login animated:YES completion:nil];
}

- (void)pushEditorForCreatingNewNote {
    UIViewController *destination = [ZIKNoteEditorBuilder viewController];
    [self.sourceViewController.navigationController pushViewController:destination animated:YES];
}

- (void)pushEditorForEditingNoteWithUUID:(NSString *)uuid {
    UIViewController *destination = [ZIKNoteEditorBuilder viewControllerForEditingNoteWithUUID:uuid];
    [self.sourceViewController.navigationController pushViewController:destination animated:YES];
}

- (void)presentSettingsView {
    UIViewController *settings = [ZIKSettingsBuilder viewController];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:settings];
    [self.sourceViewController presentViewController:navigationController animated:YES completion:nil];
}

@end
