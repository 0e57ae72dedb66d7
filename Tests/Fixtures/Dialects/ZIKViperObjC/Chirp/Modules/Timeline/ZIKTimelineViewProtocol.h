#import <Foundation/Foundation.h>

@protocol ZIKTimelineViewProtocol <NSObject>
- (void)reloadTimeline;
@end

@protocol ZIKTimelineViewEventHandler <NSObject>
- (void)handleViewReady;
- (void)handleDidTapCompose;
@end

@protocol ZIKTimelineViewDataSource <NSObject>
- (NSInteger)numberOfPosts;
- (NSString *)textOfPostAtIndex:(NSInteger)index;
@end
