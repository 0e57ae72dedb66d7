#import <Foundation/Foundation.h>

@protocol ItemDetailRouterInput <NSObject>
- (void)closeModule;
@end
