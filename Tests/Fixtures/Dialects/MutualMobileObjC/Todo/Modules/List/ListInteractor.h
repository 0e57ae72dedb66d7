#import <Foundation/Foundation.h>
#import "ListInteractorIO.h"

@class TodoStore;

@interface ListInteractor : NSObject <ListInteractorInput>

@property (nonatomic, weak) id<ListInteractorOutput> output;

- (instancetype)initWithStore:(TodoStore *)store;

@end
