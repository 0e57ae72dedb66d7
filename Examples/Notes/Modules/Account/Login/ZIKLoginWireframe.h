#import <UIKit/UIKit.h>
#import "ZIKLoginViewProtocol.h"

@interface ZIKLoginWireframe : NSObject <ZIKLoginWireframeProtocol>
@property (nonatomic, weak) UIViewController *sourceViewController;
@end
