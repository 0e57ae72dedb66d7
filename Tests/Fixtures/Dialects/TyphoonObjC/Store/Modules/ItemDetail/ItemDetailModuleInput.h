#import <Foundation/Foundation.h>

@protocol ItemDetailModuleInput <NSObject>
- (void)configureModuleWithItemName:(NSString *)name;
@end
