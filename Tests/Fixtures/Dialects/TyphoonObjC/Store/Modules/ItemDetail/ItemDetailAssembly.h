#import <Typhoon/Typhoon.h>

@class ItemDetailViewController;

@interface ItemDetailAssembly : TyphoonAssembly

- (ItemDetailViewController *)viewItemDetail;

@end
