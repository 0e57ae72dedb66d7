#import <Foundation/Foundation.h>

@protocol AddModuleInterface <NSObject>

- (void)saveAddActionWithTitle:(NSString *)title;
- (void)cancelAddAction;

@end
