#import <UIKit/UIKit.h>
#import "ItemDetailViewInput.h"

@protocol ItemDetailViewOutput;

@interface ItemDetailViewController : UIViewController <ItemDetailViewInput>

@property (nonatomic, strong) id<ItemDetailViewOutput> output;

@end
