#import "CatalogPresenter.h"
#import "CatalogViewInput.h"
#import "CatalogRouterInput.h"

@interface CatalogPresenter ()
@property (nonatomic, copy) NSArray<NSString *> *names;
@end

@implementation CatalogPresenter

- (void)didTriggerViewReadyEvent
{
    [self.view setupInitialState];
    [self.interactor obtainItems];
}

- (void)didSelectItemAtIndex:(NSUInteger)index
{
    [self.router openItemDetailWithItemName:self.names[index]];
}

- (void)didObtainItemNames:(NSArray<NSString *> *)names
{
    self.names = names;
    [self.view showItemNames:names];
}

@end
