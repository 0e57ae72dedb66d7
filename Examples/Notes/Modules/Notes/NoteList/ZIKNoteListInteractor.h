#import <Foundation/Foundation.h>
#import "ZIKNoteListViewProtocol.h"

@class ZIKNoteService;
@class ZIKAccountService;

@interface ZIKNoteListInteractor : NSObject <ZIKNoteListInteractorInput>
@property (nonatomic, weak) id<ZIKNoteListInteractorEventHandler> eventHandler;
@property (nonatomic, strong) ZIKNoteService *noteService;
@property (nonatomic, strong) ZIKAccountService *accountService;
@end
