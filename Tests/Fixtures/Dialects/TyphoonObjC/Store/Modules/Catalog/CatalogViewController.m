#import "CatalogViewController.h"
#import "CatalogViewOutput.h"

@interface CatalogViewController ()
@property (nonatomic, copy) NSArray<NSString *> *names;
@end

@implementation CatalogViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.output didTriggerViewReadyEvent];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
{
    [self.output didSelectItemAtIndex:indexPath.row];
}

- (void)setupInitialState
{
    self.title = @"Catalog";
}

- (void)showItemNames:(NSArray<NSString *> *)names
{
    self.names = names;
    [self.tableView reloadData];
}

@end
