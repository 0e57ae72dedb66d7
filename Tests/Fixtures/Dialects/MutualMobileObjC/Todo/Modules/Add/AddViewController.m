#import "AddViewController.h"

@implementation AddViewController

- (IBAction)save:(id)sender
{
    [self.eventHandler saveAddActionWithTitle:self.titleField.text];
}

- (IBAction)cancel:(id)sender
{
    [self.eventHandler cancelAddAction];
}

- (void)setTitlePlaceholder:(NSString *)placeholder
{
    self.titleField.placeholder = placeholder;
}

@end
