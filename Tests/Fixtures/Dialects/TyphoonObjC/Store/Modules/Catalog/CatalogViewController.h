#import <UIKit/UIKit.h>
#import "CatalogViewInput.h"

@protocol CatalogViewOutput;

@interface CatalogViewController : UITableViewController <CatalogViewInput>

@property (nonatomic, strong) id<CatalogViewOutput> output;

@end
