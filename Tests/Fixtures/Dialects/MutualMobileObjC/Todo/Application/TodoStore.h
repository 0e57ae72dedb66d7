#import <Foundation/Foundation.h>

@interface TodoStore : NSObject

@property (nonatomic, readonly, copy) NSArray<NSString *> *items;

- (void)addItem:(NSString *)item;

@end
