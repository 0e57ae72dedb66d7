#import <Foundation/Foundation.h>
#import "ZIKNoteEditorViewProtocol.h"

@class ZIKNoteService;

@interface ZIKNoteEditorInteractor : NSObject <ZIKNoteEditorInteractorInput>
@property (nonatomic, strong) id<ZIKNoteEditorInteractorEventHandler> eventHandler;
@property (nonatomic, strong) ZIKNoteService *noteService;
@property (nonatomic, copy) NSString *noteUUID;
@end
