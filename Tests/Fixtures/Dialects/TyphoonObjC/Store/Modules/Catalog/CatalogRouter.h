#import <Foundation/Foundation.h>
#import "CatalogRouterInput.h"

@protocol TransitionHandler;
@class ItemDetailAssembly;

@interface CatalogRouter : NSObject <CatalogRouterInput>

@property (nonatomic, weak) id<TransitionHandler> transitionHandler;
@property (nonatomic, strong) ItemDetailAssembly *itemDetailAssembly;

@end
