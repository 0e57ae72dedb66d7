#import <Typhoon/Typhoon.h>

@class CatalogViewController;
@class ItemDetailAssembly;

@interface CatalogAssembly : TyphoonAssembly

@property (nonatomic, strong, readonly) ItemDetailAssembly *itemDetailAssembly;

- (CatalogViewController *)viewCatalog;

@end
