#import <Foundation/Foundation.h>
#import "ZIKLoginViewProtocol.h"

@class ZIKAccountService;

@interface ZIKLoginInteractor : NSObject <ZIKLoginInteractorInput>
@property (nonatomic, weak) id<ZIKLoginInteractorEventHandler> eventHandler;
@property (nonatomic, strong) ZIKAccountService *accountService;
@end
