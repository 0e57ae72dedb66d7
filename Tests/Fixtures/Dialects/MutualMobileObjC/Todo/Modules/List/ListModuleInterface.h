#import <Foundation/Foundation.h>

@protocol ListModuleInterface <NSObject>

- (void)updateView;
- (void)addNewEntry;

@end
