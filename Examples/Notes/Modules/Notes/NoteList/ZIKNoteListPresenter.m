#import <UIKit/UIKit.h>
#import "ZIKNoteListPresenter.h"

@interface ZIKNoteListPresenter ()
@property (nonatomic, assign) BOOL didAskForLogin;
// Until 1.4 the presenter also declared
//   @property (nonatomic, strong) id<ZIKNoteListViewProtocol> view;
// here, which kept the list alive after logout. The header's weak property is the only one now.
@end

@implementation ZIKNoteListPresenter

#pragma mark - ZIKNoteListViewEventHandler

- (void)handleViewReady {
    [self.interactor loadAllNotes];
}

- (void)handleViewWillAppear {
    if (![self.interactor isLoggedIn] && !self.didAskForLogin) {
        self.didAskForLogin = YES;
        [self.wireframe presentLoginView];
        return;
    }
    [self.interactor loadAllNotes];
}

- (void)handleDidSelectRowAtIndex:(NSInteger)index {
    NSString *uuid = [self.interactor noteUUIDAtIndex:index];
    if (uuid) {
        [self.wireframe pushEditorForEditingNoteWithUUID:uuid];
    }
}

- (void)handleDeleteRowAtIndex:(NSInteger)index {
    [self.interactor deleteNoteAtIndex:index];
    [self.view reloadRows];
}

- (void)handleDidTapAddNote {
    [self.wireframe pushEditorForCreatingNewNote];
}

- (void)handleDidTapSettings {
    [self.wireframe presentSettingsView];
}

#pragma mark - ZIKNoteListViewDataSource

- (NSInteger)numberOfRows {
    return [self.interactor noteCount];
}

- (NSString *)textOfRowAtIndex:(NSInteger)index {
    NSString *title = [self.interactor titleForNoteAtIndex:index];
    return title.length > 0 ? title : @"Untitled";
}

- (NSString *)detailTextOfRowAtIndex:(NSInteger)index {
    NSString *content = [self.interactor contentForNoteAtIndex:index] ?: @"";
    NSRange firstLine = [content lineRangeForRange:NSMakeRange(0, 0)];
    return [[content substringWithRange:firstLine] stringByTrimmingCharactersInSet:[NSCharacterSet newlineCharacterSet]];
}

#pragma mark - ZIKNoteListInteractorEventHandler

- (void)didFinishLoadAllNotes {
    NSInteger count = [self.interactor noteCount];
    [UIApplication sharedApplication].applicationIconBadgeNumber = count;
    [self.view showEmptyHint:count == 0];
    [self.view reloadRows];
}

@end
