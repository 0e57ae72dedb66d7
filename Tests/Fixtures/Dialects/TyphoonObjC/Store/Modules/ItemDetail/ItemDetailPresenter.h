#import <Foundation/Foundation.h>
#import "ItemDetailViewOutput.h"
#import "ItemDetailModuleInput.h"

@protocol ItemDetailViewInput;
@protocol ItemDetailRouterInput;

@interface ItemDetailPresenter : NSObject <ItemDetailViewOutput, ItemDetailModuleInput>

@property (nonatomic, weak) id<ItemDetailViewInput> view;
@property (nonatomic, strong) id<ItemDetailRouterInput> router;

@end
