#import "CatalogRouter.h"
#import "TransitionHandler.h"
#import "ItemDetailAssembly.h"
#import "ItemDetailModuleInput.h"
#import "ItemDetailViewController.h"

@implementation CatalogRouter

- (void)openItemDetailWithItemName:(NSString *)name
{
    ItemDetailViewController *viewController = [self.itemDetailAssembly viewItemDetail];
    [(id<ItemDetailModuleInput>)viewController.output configureModuleWithItemName:name];
    [self.transitionHandler pushModuleViewController:viewController];
}

@end
