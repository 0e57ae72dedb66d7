#import "ZIKNoteEditorViewController.h"

@interface ZIKNoteEditorViewController () <UITextFieldDelegate, UITextViewDelegate>
@property (nonatomic, strong) UITextField *titleField;
@property (nonatomic, strong) UITextView *contentView;
@end

@implementation ZIKNoteEditorViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.largeTitleDisplayMode = UINavigationItemLargeTitleDisplayModeNever;
    self.navigationItem.rightBarButtonItems = @[
        [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(done:)],
        [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAction target:self action:@selector(share:)]
    ];

    self.titleField = [[UITextField alloc] init];
    self.titleField.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];
    self.titleField.placeholder = @"Title";
    self.titleField.delegate = self;
    [self.titleField addTarget:self action:@selector(titleChanged:) forControlEvents:UIControlEventEditingChanged];

    self.contentView = [[UITextView alloc] init];
    self.contentView.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
    self.contentView.delegate = self;

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.titleField, self.contentView]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 12;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    UILayoutGuide *margins = self.view.layoutMarginsGuide;
    [NSLayoutConstraint activateConstraints:@[
        [stack.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:12],
        [stack.bottomAnchor constraintEqualToAnchor:self.view.keyboardLayoutGuide.topAnchor],
        [stack.leadingAnchor constraintEqualToAnchor:margins.leadingAnchor],
        [stack.trailingAnchor constraintEqualToAnchor:margins.trailingAnchor]
    ]];

    [self.eventHandler handleViewReady];
}

#pragma mark - ZIKNoteEditorViewProtocol

- (void)reloadNote {
    self.titleField.text = [self.viewDataSource titleText];
    NSString *content = [self.viewDataSource contentText];
    self.contentView.text = content.length > 0 ? content : [self.viewDataSource placeholderText];
    self.contentView.textColor = content.length > 0 ? [UIColor labelColor] : [UIColor placeholderTextColor];
}

- (void)setDoneEnabled:(BOOL)enabled {
    self.navigationItem.rightBarButtonItems.firstObject.enabled = enabled;
}

#pragma mark - Send view event

- (void)titleChanged:(UITextField *)sender {
    [self.eventHandler handleTitleDidChange:sender.text ?: @""];
}

- (void)textViewDidBeginEditing:(UITextView *)textView {
    if ([textView.text isEqualToString:[self.viewDataSource placeholderText]]) {
        textView.text = @"";
        textView.textColor = [UIColor labelColor];
    }
}

- (void)textViewDidChange:(UITextView *)textView {
    [self.eventHandler handleContentDidChange:textView.text];
}

- (void)done:(id)sender {
    [self.view endEditing:YES];
    [self.eventHandler handleDidTapDone];
}

- (void)share:(id)sender {
    [self.eventHandler handleDidTapShare];
}

@end
