#import <Foundation/Foundation.h>

@class ZIKNoteModel;

NS_ASSUME_NONNULL_BEGIN

typedef void (^ZIKNoteServiceCompletion)(NSArray<ZIKNoteModel *> *notes, NSError * _Nullable error);

/// Stores the notes in a JSON file in the app's documents folder.
@interface ZIKNoteService : NSObject
@property (nonatomic, copy, readonly) NSArray<ZIKNoteModel *> *noteList;

+ (instancetype)sharedService;
- (void)fetchAllNotesWithCompletion:(ZIKNoteServiceCompletion)completion;
- (nullable ZIKNoteModel *)noteWithUUID:(NSString *)uuid;
- (void)saveNote:(ZIKNoteModel *)note;
- (void)deleteNoteWithUUID:(NSString *)uuid;
- (void)removeAllNotes;
- (NSString *)exportedJSONForNote:(ZIKNoteModel *)note;
@end

NS_ASSUME_NONNULL_END
