#import <Foundation/Foundation.h>

@protocol ItemDetailViewInput <NSObject>
- (void)showItemName:(NSString *)name;
@end
