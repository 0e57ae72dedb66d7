#import "ListViewController.h"

@interface ListViewController ()
@property (nonatomic, copy) NSArray<NSString *> *items;
@end

@implementation ListViewController

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    [self.eventHandler updateView];
}

- (IBAction)didTapAddButton:(id)sender
{
    [self.eventHandler addNewEntry];
}

- (void)showItems:(NSArray<NSString *> *)items
{
    self.items = items;
    [self.tableView reloadData];
}

- (void)showNoContentMessage
{
    self.items = @[];
    [self.tableView reloadData];
}

@end
