#import <ZIKRouter/ZIKRouter.h>

@interface ZIKComposeViewRouter : ZIKViewRouter

@end
