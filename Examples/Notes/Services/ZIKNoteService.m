#import "ZIKNoteService.h"
#import "ZIKNoteModel.h"
#import "ZIKNotesMacros.h"

static NSString * const ZIKNoteServiceFileName = @"notes.json";

@interface ZIKNoteService ()
@property (nonatomic, strong) NSMutableArray<ZIKNoteModel *> *notes;
@property (nonatomic, strong) dispatch_queue_t ioQueue;
@end

@implementation ZIKNoteService

+ (instancetype)sharedService {
    static ZIKNoteService *shared;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        shared = [[ZIKNoteService alloc] init];
    });
    return shared;
}

- (instancetype)init {
    if (self = [super init]) {
        _notes = [NSMutableArray array];
        _ioQueue = dispatch_queue_create("com.example.notes.io", DISPATCH_QUEUE_SERIAL);
    }
    return self;
}

- (NSArray<ZIKNoteModel *> *)noteList {
    return [self.notes copy];
}

#pragma mark - Loading

- (void)fetchAllNotesWithCompletion:(ZIKNoteServiceCompletion)completion {
    __weak typeof(self) weakSelf = self;
    dispatch_async(self.ioQueue, ^{
        NSError *error = nil;
        NSData *data = [NSData dataWithContentsOfURL:[weakSelf fileURL] options:0 error:&error];
        NSArray *objects = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:&error] : @[];
        NSMutableArray<ZIKNoteModel *> *loaded = [NSMutableArray array];
        for (NSDictionary *object in objects) {
            ZIKNoteModel *note = [ZIKNoteModel noteWithDictionary:object];
            if (note) {
                [loaded addObject:note];
            }
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            weakSelf.notes = loaded;
            ZIKLog(@"loaded %lu notes", (unsigned long)loaded.count);
            completion(loaded, error);
        });
    });
}

- (ZIKNoteModel *)noteWithUUID:(NSString *)uuid {
    NSUInteger index = [self.notes indexOfObjectPassingTest:^BOOL(ZIKNoteModel *note, NSUInteger idx, BOOL *stop) {
        return [note.uuid isEqualToString:uuid];
    }];
    return index == NSNotFound ? nil : self.notes[index];
}

#pragma mark - Saving

- (void)saveNote:(ZIKNoteModel *)note {
    if (note.title.length > ZIKNotesMaxTitleLength) {
        note.title = [note.title substringToIndex:ZIKNotesMaxTitleLength];
    }
    [self deleteNoteWithUUID:note.uuid];
    [self.notes insertObject:note atIndex:0];
    [self persist];
}

- (void)deleteNoteWithUUID:(NSString *)uuid {
    ZIKNoteModel *existing = [self noteWithUUID:uuid];
    if (existing) {
        [self.notes removeObject:existing];
        [self persist];
    }
}

- (void)removeAllNotes {
    [self.notes removeAllObjects];
    [self persist];
}

- (NSString *)exportedJSONForNote:(ZIKNoteModel *)note {
    // Hand-written so that the keys keep their order: {"title": ..., "content": ...}
    return [NSString stringWithFormat:@"{\"title\": \"%@\", \"content\": \"%@\"}", note.title, note.content];
}

#pragma mark - Private

- (NSURL *)fileURL {
    NSURL *documents = [[NSFileManager defaultManager] URLsForDirectory:NSDocumentDirectory inDomains:NSUserDomainMask].firstObject;
    return [documents URLByAppendingPathComponent:ZIKNoteServiceFileName];
}

- (void)persist {
    NSMutableArray *objects = [NSMutableArray arrayWithCapacity:self.notes.count];
    for (ZIKNoteModel *note in self.notes) {
        [objects addObject:[note dictionaryRepresentation]];
    }
    NSURL *url = [self fileURL];
    dispatch_async(self.ioQueue, ^{
        NSData *data = [NSJSONSerialization dataWithJSONObject:objects options:NSJSONWritingPrettyPrinted error:NULL];
        [data writeToURL:url atomically:YES];
    });
}

@end
