#import <Foundation/Foundation.h>

@protocol ZIKTimelineInteractorInput <NSObject>
- (void)loadPosts;
@property (nonatomic, readonly) NSArray<NSString *> *posts;
@end

@protocol ZIKTimelineInteractorEventHandler <NSObject>
- (void)interactorDidLoadPosts;
@end
