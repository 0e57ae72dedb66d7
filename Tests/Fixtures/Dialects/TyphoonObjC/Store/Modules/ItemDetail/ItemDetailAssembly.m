#import "ItemDetailAssembly.h"
#import "ItemDetailViewController.h"
#import "ItemDetailPresenter.h"
#import "ItemDetailRouter.h"

@implementation ItemDetailAssembly

- (ItemDetailViewController *)viewItemDetail
{
    return [TyphoonDefinition withClass:[ItemDetailViewController class]
                          configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(output)
                                                    with:[self presenterItemDetail]];
                          }];
}

- (ItemDetailPresenter *)presenterItemDetail
{
    return [TyphoonDefinition withClass:[ItemDetailPresenter class]
                          configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(view)
                                                    with:[self viewItemDetail]];
                              [definition injectProperty:@selector(router)
                                                    with:[self routerItemDetail]];
                          }];
}

- (ItemDetailRouter *)routerItemDetail
{
    return [TyphoonDefinition withClass:[ItemDetailRouter class]
                          configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(transitionHandler)
                                                    with:[self viewItemDetail]];
                          }];
}

@end
