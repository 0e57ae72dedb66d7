#import <Foundation/Foundation.h>

@protocol CatalogInteractorInput <NSObject>
- (void)obtainItems;
@end

@protocol CatalogInteractorOutput <NSObject>
- (void)didObtainItemNames:(NSArray<NSString *> *)names;
@end
