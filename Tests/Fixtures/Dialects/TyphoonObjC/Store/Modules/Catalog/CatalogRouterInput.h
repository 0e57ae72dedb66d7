#import <Foundation/Foundation.h>

@protocol CatalogRouterInput <NSObject>
- (void)openItemDetailWithItemName:(NSString *)name;
@end
