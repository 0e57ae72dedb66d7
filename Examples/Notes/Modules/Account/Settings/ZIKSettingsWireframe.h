#import <UIKit/UIKit.h>
#import "ZIKSettingsViewProtocol.h"

@interface ZIKSettingsWireframe : NSObject <ZIKSettingsWireframeProtocol>
@property (nonatomic, weak) UIViewController *sourceViewController;
@end
