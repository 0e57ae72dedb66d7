#import <Foundation/Foundation.h>

@protocol ListInteractorInput <NSObject>
- (void)findItems;
@end

@protocol ListInteractorOutput <NSObject>
- (void)foundItems:(NSArray<NSString *> *)items;
@end
