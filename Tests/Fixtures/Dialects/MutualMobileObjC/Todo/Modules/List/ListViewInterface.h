#import <Foundation/Foundation.h>

@protocol ListViewInterface <NSObject>

- (void)showItems:(NSArray<NSString *> *)items;
- (void)showNoContentMessage;

@end
