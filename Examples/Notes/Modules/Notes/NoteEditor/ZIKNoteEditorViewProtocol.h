#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKNoteEditorViewEventHandler <NSObject>
- (void)handleViewReady;
- (void)handleTitleDidChange:(NSString *)title;
- (void)handleContentDidChange:(NSString *)content;
- (void)handleDidTapDone;
- (void)handleDidTapShare;
@end

@protocol ZIKNoteEditorViewDataSource <NSObject>
- (NSString *)titleText;
- (NSString *)contentText;
- (NSString *)placeholderText;
@end

@protocol ZIKNoteEditorViewProtocol <NSObject>
- (void)reloadNote;
- (void)setDoneEnabled:(BOOL)enabled;
@end

@protocol ZIKNoteEditorInteractorInput <NSObject>
@property (nonatomic, copy, nullable) NSString *noteUUID;
- (void)loadNote;
- (NSString *)title;
- (NSString *)content;
- (void)updateTitle:(NSString *)title;
- (void)updateContent:(NSString *)content;
- (BOOL)hasChanges;
- (void)saveNote;
- (NSString *)exportedText;
@end

@protocol ZIKNoteEditorInteractorEventHandler <NSObject>
- (void)didLoadNote;
- (void)didSaveNote;
@end

@protocol ZIKNoteEditorWireframeProtocol <NSObject>
- (void)quitEditorAnimated:(BOOL)animated;
- (void)presentShareSheetWithText:(NSString *)text;
@end

NS_ASSUME_NONNULL_END
