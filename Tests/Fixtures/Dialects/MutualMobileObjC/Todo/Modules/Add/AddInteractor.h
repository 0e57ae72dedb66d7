#import <Foundation/Foundation.h>

@class TodoStore;

@interface AddInteractor : NSObject

- (instancetype)initWithStore:(TodoStore *)store;
- (void)saveItemWithTitle:(NSString *)title;

@end
