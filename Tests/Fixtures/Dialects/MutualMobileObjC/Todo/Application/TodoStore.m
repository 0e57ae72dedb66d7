#import "TodoStore.h"

@implementation TodoStore
{
    NSMutableArray<NSString *> *_items;
}

- (NSArray<NSString *> *)items
{
    return [_items copy] ?: @[];
}

- (void)addItem:(NSString *)item
{
    if (!_items) { _items = [NSMutableArray array]; }
    [_items addObject:item];
}

@end
