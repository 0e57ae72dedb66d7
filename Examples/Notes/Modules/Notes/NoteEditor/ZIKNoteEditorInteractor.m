#import "ZIKNoteEditorInteractor.h"
#import "ZIKNoteService.h"
#import "ZIKNoteModel.h"

@interface ZIKNoteEditorInteractor ()
@property (nonatomic, strong) ZIKNoteModel *original;
@property (nonatomic, copy) NSString *editedTitle;
@property (nonatomic, copy) NSString *editedContent;
@end

@implementation ZIKNoteEditorInteractor

- (void)loadNote {
    ZIKNoteModel *note = self.noteUUID ? [self.noteService noteWithUUID:self.noteUUID] : nil;
    self.original = note ?: [[ZIKNoteModel alloc] initWithUUID:nil title:@"" content:@""];
    self.editedTitle = self.original.title;
    self.editedContent = self.original.content;
    [self.eventHandler didLoadNote];
}

- (NSString *)title {
    return self.editedTitle ?: @"";
}

- (NSString *)content {
    return self.editedContent ?: @"";
}

- (void)updateTitle:(NSString *)title {
    self.editedTitle = title;
}

- (void)updateContent:(NSString *)content {
    self.editedContent = content;
}

- (BOOL)hasChanges {
    return ![self.editedTitle isEqualToString:self.original.title] || ![self.editedContent isEqualToString:self.original.content];
}

- (void)saveNote {
    ZIKNoteModel *note = [self.original copy];
    note.title = self.editedTitle;
    note.content = self.editedContent;
    note.modifiedAt = [NSDate date];
    [self.noteService saveNote:note];
    self.original = note;
    [self.eventHandler didSaveNote];
}

- (NSString *)exportedText {
    ZIKNoteModel *note = [[ZIKNoteModel alloc] initWithUUID:self.original.uuid title:self.title content:self.content];
    return [self.noteService exportedJSONForNote:note];
}

@end
