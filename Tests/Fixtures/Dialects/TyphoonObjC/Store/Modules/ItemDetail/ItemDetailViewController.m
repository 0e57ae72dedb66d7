#import "ItemDetailViewController.h"
#import "ItemDetailViewOutput.h"

@implementation ItemDetailViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.output didTriggerViewReadyEvent];
}

- (void)showItemName:(NSString *)name
{
    self.title = name;
}

- (IBAction)closeTapped:(id)sender
{
    [self.output didTapClose];
}

@end
