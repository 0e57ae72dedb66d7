#import "ZIKTimelineViewController.h"

@implementation ZIKTimelineViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCompose target:self action:@selector(composeTapped)];
    [self.eventHandler handleViewReady];
}

- (void)composeTapped
{
    [self.eventHandler handleDidTapCompose];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
{
    return [self.viewDataSource numberOfPosts];
}

- (void)reloadTimeline
{
    [self.tableView reloadData];
}

@end
