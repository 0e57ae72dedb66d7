#import "ZIKComposeViewController.h"

@interface ZIKComposeViewController () <UITextViewDelegate>
@property (nonatomic, strong) UILabel *counterLabel;
@end

@implementation ZIKComposeViewController

- (void)textViewDidChange:(UITextView *)textView
{
    [self.eventHandler handleTextChanged:textView.text];
}

- (void)showRemainingCharacters:(NSInteger)count
{
    self.counterLabel.text = [NSString stringWithFormat:@"%ld", (long)count];
}

@end
