#import <Foundation/Foundation.h>
#import "ZIKSettingsViewProtocol.h"

@class ZIKNoteService;
@class ZIKAccountService;

@interface ZIKSettingsInteractor : NSObject <ZIKSettingsInteractorInput>
@property (nonatomic, weak) id<ZIKSettingsInteractorEventHandler> eventHandler;
@property (nonatomic, strong) ZIKNoteService *noteService;
@property (nonatomic, strong) ZIKAccountService *accountService;
@end
