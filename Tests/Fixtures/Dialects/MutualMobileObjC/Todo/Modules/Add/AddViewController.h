#import <UIKit/UIKit.h>
#import "AddModuleInterface.h"
#import "AddViewInterface.h"

@interface AddViewController : UIViewController <AddViewInterface>

@property (nonatomic, strong) id<AddModuleInterface> eventHandler;
@property (nonatomic, weak) IBOutlet UITextField *titleField;

@end
