#import "ZIKSettingsViewController.h"

typedef NS_ENUM(NSInteger, ZIKSettingsRow) {
    ZIKSettingsRowAccount,
    ZIKSettingsRowNoteCount,
    ZIKSettingsRowDeleteAll,
    ZIKSettingsRowLogout,
    ZIKSettingsRowVersion,
    ZIKSettingsRowCount
};

@implementation ZIKSettingsViewController

- (instancetype)init {
    return [super initWithStyle:UITableViewStyleInsetGrouped];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Settings";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemClose
                                                                                           target:self
                                                                                           action:@selector(close:)];
    [self.eventHandler handleViewReady];
}

- (void)close:(id)sender {
    [self.eventHandler handleDidTapClose];
}

#pragma mark - ZIKSettingsViewProtocol

- (void)reloadSettings {
    [self.tableView reloadData];
}

- (void)confirmDeletionWithHandler:(void (^)(BOOL))handler {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete all notes?"
                                                                   message:@"This cannot be undone."
                                                            preferredStyle:UIAlertControllerStyleActionSheet];
    [alert addAction:[UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
        handler(YES);
    }]];
    [alert addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
        handler(NO);
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return ZIKSettingsRowCount;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:nil];
    switch ((ZIKSettingsRow)indexPath.row) {
        case ZIKSettingsRowAccount:
            cell.textLabel.text = @"Account";
            cell.detailTextLabel.text = [self.viewDataSource accountText];
            break;
        case ZIKSettingsRowNoteCount:
            cell.textLabel.text = @"Notes";
            cell.detailTextLabel.text = [self.viewDataSource noteCountText];
            break;
        case ZIKSettingsRowDeleteAll:
            cell.textLabel.text = @"Delete all notes";
            cell.textLabel.textColor = [UIColor systemRedColor];
            break;
        case ZIKSettingsRowLogout:
            cell.textLabel.text = @"Sign out";
            break;
        default:
            cell.textLabel.text = @"Version";
            cell.detailTextLabel.text = [self.viewDataSource versionText];
            break;
    }
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    if (indexPath.row == ZIKSettingsRowDeleteAll) {
        [self.eventHandler handleDidTapDeleteAllNotes];
    } else if (indexPath.row == ZIKSettingsRowLogout) {
        [self.eventHandler handleDidTapLogout];
    }
}

@end
