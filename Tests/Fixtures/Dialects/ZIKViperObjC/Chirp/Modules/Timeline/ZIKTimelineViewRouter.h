#import <ZIKRouter/ZIKRouter.h>

@interface ZIKTimelineViewRouter : ZIKViewRouter

@end
