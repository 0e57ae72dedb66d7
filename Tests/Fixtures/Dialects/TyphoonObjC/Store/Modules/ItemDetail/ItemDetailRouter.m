#import "ItemDetailRouter.h"
#import "TransitionHandler.h"

@implementation ItemDetailRouter

- (void)closeModule
{
    [self.transitionHandler closeCurrentModule];
}

@end
