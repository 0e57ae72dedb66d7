#import "ZIKNoteListInteractor.h"
#import "ZIKNoteService.h"
#import "ZIKAccountService.h"
#import "ZIKNoteModel.h"
#import "ZIKNotesMacros.h"

@implementation ZIKNoteListInteractor

- (BOOL)isLoggedIn {
    return [self.accountService isLoggedIn];
}

- (void)loadAllNotes {
    __weak typeof(self) weakSelf = self;
    [self.noteService fetchAllNotesWithCompletion:^(NSArray<ZIKNoteModel *> *notes, NSError *error) {
        if (error) {
            ZIKLog(@"could not load notes: %@", error);
        }
        [weakSelf.eventHandler didFinishLoadAllNotes];
    }];
}

- (NSArray<ZIKNoteModel *> *)noteList {
    return self.noteService.noteList;
}

- (NSInteger)noteCount {
    return self.noteList.count;
}

- (NSString *)titleForNoteAtIndex:(NSUInteger)idx {
    return idx < self.noteList.count ? self.noteList[idx].title : nil;
}

- (NSString *)contentForNoteAtIndex:(NSUInteger)idx {
    return idx < self.noteList.count ? self.noteList[idx].content : nil;
}

- (NSString *)noteUUIDAtIndex:(NSUInteger)idx {
    return idx < self.noteList.count ? self.noteList[idx].uuid : nil;
}

- (void)deleteNoteAtIndex:(NSUInteger)idx {
    NSString *uuid = [self noteUUIDAtIndex:idx];
    if (uuid) {
        [self.noteService deleteNoteWithUUID:uuid];
    }
}

@end
