#import <Foundation/Foundation.h>

@protocol AddViewInterface <NSObject>

- (void)setTitlePlaceholder:(NSString *)placeholder;

@end
