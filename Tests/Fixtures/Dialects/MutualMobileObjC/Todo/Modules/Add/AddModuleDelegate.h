#import <Foundation/Foundation.h>

@protocol AddModuleDelegate <NSObject>

- (void)addModuleDidSaveAddAction;

@end
