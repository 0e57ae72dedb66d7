#import "ZIKSettingsInteractor.h"
#import "ZIKNoteService.h"
#import "ZIKAccountService.h"

@implementation ZIKSettingsInteractor

- (NSString *)accountName {
    return self.accountService.currentAccount;
}

- (NSInteger)noteCount {
    return self.noteService.noteList.count;
}

- (void)logout {
    [self.accountService logout];
}

- (void)deleteAllNotes {
    [self.noteService removeAllNotes];
    [self.eventHandler didDeleteAllNotes];
}

@end
