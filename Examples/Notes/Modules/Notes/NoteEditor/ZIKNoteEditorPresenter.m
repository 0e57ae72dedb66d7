#import "ZIKNoteEditorPresenter.h"

@implementation ZIKNoteEditorPresenter

#pragma mark - ZIKNoteEditorViewEventHandler

- (void)handleViewReady {
    [self.interactor loadNote];
}

- (void)handleTitleDidChange:(NSString *)title {
    [self.interactor updateTitle:title];
    [self.view setDoneEnabled:[self.interactor hasChanges]];
}

- (void)handleContentDidChange:(NSString *)content {
    [self.interactor updateContent:content];
    [self.view setDoneEnabled:[self.interactor hasChanges]];
}

- (void)handleDidTapDone {
    if ([self.interactor hasChanges]) {
        [self.interactor saveNote];
    } else {
        [self.wireframe quitEditorAnimated:YES];
    }
}

- (void)handleDidTapShare {
    [self.wireframe presentShareSheetWithText:[self.interactor exportedText]];
}

#pragma mark - ZIKNoteEditorViewDataSource

- (NSString *)titleText {
    return [self.interactor title];
}

- (NSString *)contentText {
    return [self.interactor content];
}

- (NSString *)placeholderText {
    return @"Start typing… @mentions, #tags and // are just text here.";
}

#pragma mark - ZIKNoteEditorInteractorEventHandler

- (void)didLoadNote {
    [self.view reloadNote];
    [self.view setDoneEnabled:NO];
}

- (void)didSaveNote {
    [self.wireframe quitEditorAnimated:YES];
}

@end
