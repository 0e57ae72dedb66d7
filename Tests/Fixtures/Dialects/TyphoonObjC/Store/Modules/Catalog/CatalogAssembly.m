#import "CatalogAssembly.h"
#import "ItemDetailAssembly.h"
#import "CatalogViewController.h"
#import "CatalogPresenter.h"
#import "CatalogInteractor.h"
#import "CatalogRouter.h"

@implementation CatalogAssembly

- (CatalogViewController *)viewCatalog
{
    return [TyphoonDefinition withClass:[CatalogViewController class]
                          configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(output)
                                                    with:[self presenterCatalog]];
                          }];
}

- (CatalogPresenter *)presenterCatalog
{
    return [TyphoonDefinition withClass:[CatalogPresenter class]
                          configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(view)
                                                    with:[self viewCatalog]];
                              [definition injectProperty:@selector(interactor)
                                                    with:[self interactorCatalog]];
                              [definition injectProperty:@selector(router)
                                                    with:[self routerCatalog]];
                          }];
}

- (CatalogInteractor *)interactorCatalog
{
    return [TyphoonDefinition withClass:[CatalogInteractor class]
                          configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(output)
                                                    with:[self presenterCatalog]];
                          }];
}

- (CatalogRouter *)routerCatalog
{
    return [TyphoonDefinition withClass:[CatalogRouter class]
                          configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(transitionHandler)
                                                    with:[self viewCatalog]];
                              [definition injectProperty:@selector(itemDetailAssembly)
                                                    with:self.itemDetailAssembly];
                          }];
}

@end
