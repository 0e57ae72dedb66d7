#import "ItemDetailPresenter.h"
#import "ItemDetailViewInput.h"
#import "ItemDetailRouterInput.h"

@interface ItemDetailPresenter ()
@property (nonatomic, copy) NSString *itemName;
@end

@implementation ItemDetailPresenter

- (void)configureModuleWithItemName:(NSString *)name
{
    self.itemName = name;
}

- (void)didTriggerViewReadyEvent
{
    [self.view showItemName:self.itemName];
}

- (void)didTapClose
{
    [self.router closeModule];
}

@end
