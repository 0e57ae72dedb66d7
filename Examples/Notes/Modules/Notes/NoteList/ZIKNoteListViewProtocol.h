//
//  ZIKNoteListViewProtocol.h
//  Notes
//
//  The interfaces between the parts of the note list module.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKNoteListViewEventHandler <NSObject>
- (void)handleViewReady;
- (void)handleViewWillAppear;
- (void)handleDidSelectRowAtIndex:(NSInteger)index;
- (void)handleDeleteRowAtIndex:(NSInteger)index;
- (void)handleDidTapAddNote;
- (void)handleDidTapSettings;
@end

@protocol ZIKNoteListViewDataSource <NSObject>
- (NSInteger)numberOfRows;
- (NSString *)textOfRowAtIndex:(NSInteger)index;
- (NSString *)detailTextOfRowAtIndex:(NSInteger)index;
@end

@protocol ZIKNoteListViewProtocol <NSObject>
- (void)reloadRows;
- (void)showEmptyHint:(BOOL)show;
@end

@protocol ZIKNoteListInteractorInput <NSObject>
- (BOOL)isLoggedIn;
- (void)loadAllNotes;
- (NSInteger)noteCount;
- (nullable NSString *)titleForNoteAtIndex:(NSUInteger)idx;
- (nullable NSString *)contentForNoteAtIndex:(NSUInteger)idx;
- (nullable NSString *)noteUUIDAtIndex:(NSUInteger)idx;
- (void)deleteNoteAtIndex:(NSUInteger)idx;
@end

@protocol ZIKNoteListInteractorEventHandler <NSObject>
- (void)didFinishLoadAllNotes;
@end

@protocol ZIKNoteListWireframeProtocol <NSObject>
- (void)presentLoginView;
- (void)pushEditorForCreatingNewNote;
- (void)pushEditorForEditingNoteWithUUID:(NSString *)uuid;
- (void)presentSettingsView;
@end

NS_ASSUME_NONNULL_END
