#import <Foundation/Foundation.h>
#import "ItemDetailRouterInput.h"

@protocol TransitionHandler;

@interface ItemDetailRouter : NSObject <ItemDetailRouterInput>

@property (nonatomic, weak) id<TransitionHandler> transitionHandler;

@end
