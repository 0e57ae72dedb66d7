#import "ListInteractor.h"
#import "TodoStore.h"

@interface ListInteractor ()
@property (nonatomic, strong) TodoStore *store;
@end

@implementation ListInteractor

- (instancetype)initWithStore:(TodoStore *)store
{
    if ((self = [super init]))
    {
        _store = store;
    }
    return self;
}

- (void)findItems
{
    [self.output foundItems:self.store.items];
}

@end
