#import "AddInteractor.h"
#import "TodoStore.h"

@interface AddInteractor ()
@property (nonatomic, strong) TodoStore *store;
@end

@implementation AddInteractor

- (instancetype)initWithStore:(TodoStore *)store
{
    if ((self = [super init]))
    {
        _store = store;
    }
    return self;
}

- (void)saveItemWithTitle:(NSString *)title
{
    [self.store addItem:title];
}

@end
