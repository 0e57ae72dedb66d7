#import "ZIKComposePresenter.h"
#import "ZIKComposeRouter.h"

static const NSInteger ZIKComposeMaxLength = 140;

@implementation ZIKComposePresenter

- (void)handleTextChanged:(NSString *)text
{
    [self.view showRemainingCharacters:ZIKComposeMaxLength - (NSInteger)text.length];
}

- (void)handleDidTapSend
{
    [self.router dismissComposeScreen];
}

@end
