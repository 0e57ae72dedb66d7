#import "ZIKNoteListViewController.h"

static NSString * const ZIKNoteListCellIdentifier = @"noteListCell";

@interface ZIKNoteListViewController () <UITableViewDelegate, UITableViewDataSource>
@property (nonatomic, strong) UITableView *noteListTableView;
@property (nonatomic, strong) UILabel *emptyHintLabel;
@end

@implementation ZIKNoteListViewController

#pragma mark - View life

- (void)loadView {
    self.noteListTableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
    self.noteListTableView.delegate = self;
    self.noteListTableView.dataSource = self;
    self.view = self.noteListTableView;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Notes";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCompose
                                                                                           target:self
                                                                                           action:@selector(addNote:)];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Settings"
                                                                             style:UIBarButtonItemStylePlain
                                                                            target:self
                                                                            action:@selector(openSettings:)];
    self.emptyHintLabel = [[UILabel alloc] init];
    self.emptyHintLabel.text = @"No notes yet. Tap \"Compose\" to write one.";
    self.emptyHintLabel.textAlignment = NSTextAlignmentCenter;
    self.emptyHintLabel.textColor = [UIColor secondaryLabelColor];
    [self.eventHandler handleViewReady];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.eventHandler handleViewWillAppear];
}

#pragma mark - Send view event

- (void)addNote:(id)sender {
    [self.eventHandler handleDidTapAddNote];
}

- (void)openSettings:(id)sender {
    [self.eventHandler handleDidTapSettings];
}

#pragma mark - ZIKNoteListViewProtocol

- (void)reloadRows {
    [self.noteListTableView reloadData];
}

- (void)showEmptyHint:(BOOL)show {
    self.noteListTableView.backgroundView = show ? self.emptyHintLabel : nil;
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return [self.viewDataSource numberOfRows];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:ZIKNoteListCellIdentifier];
    if (!cell) {
        cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:ZIKNoteListCellIdentifier];
    }
    cell.textLabel.text = [self.viewDataSource textOfRowAtIndex:indexPath.row];
    cell.detailTextLabel.text = [self.viewDataSource detailTextOfRowAtIndex:indexPath.row];
    return cell;
}

- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle == UITableViewCellEditingStyleDelete) {
        [self.eventHandler handleDeleteRowAtIndex:indexPath.row];
    }
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.eventHandler handleDidSelectRowAtIndex:indexPath.row];
}

@end
