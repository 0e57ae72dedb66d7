#import "ZIKTimelinePresenter.h"
#import "ZIKTimelineRouter.h"

@implementation ZIKTimelinePresenter

- (void)handleViewReady
{
    [self.interactor loadPosts];
}

- (void)handleDidTapCompose
{
    [self.router presentComposeScreen];
}

- (NSInteger)numberOfPosts
{
    return self.interactor.posts.count;
}

- (NSString *)textOfPostAtIndex:(NSInteger)index
{
    return self.interactor.posts[index];
}

- (void)interactorDidLoadPosts
{
    [self.view reloadTimeline];
}

@end
