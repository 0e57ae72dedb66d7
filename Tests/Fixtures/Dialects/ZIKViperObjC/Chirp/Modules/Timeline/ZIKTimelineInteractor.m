#import "ZIKTimelineInteractor.h"

@interface ZIKTimelineInteractor ()
@property (nonatomic, copy) NSArray<NSString *> *loadedPosts;
@end

@implementation ZIKTimelineInteractor

- (NSArray<NSString *> *)posts
{
    return self.loadedPosts ?: @[];
}

- (void)loadPosts
{
    self.loadedPosts = @[@"First chirp", @"Objective-C is still here"];
    [self.eventHandler interactorDidLoadPosts];
}

@end
