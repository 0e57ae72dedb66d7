#import <Foundation/Foundation.h>

@protocol CatalogViewInput <NSObject>
- (void)setupInitialState;
- (void)showItemNames:(NSArray<NSString *> *)names;
@end
