#import "ZIKLoginViewController.h"

@interface ZIKLoginViewController ()
@property (nonatomic, strong) UITextField *accountField;
@property (nonatomic, strong) UITextField *passwordField;
@property (nonatomic, strong) UIButton *loginButton;
@property (nonatomic, strong) UILabel *messageLabel;
@property (nonatomic, strong) UIActivityIndicatorView *spinner;
@end

@implementation ZIKLoginViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.accountField = [[UITextField alloc] init];
    self.accountField.placeholder = @"Account";
    self.accountField.text = [self.viewDataSource lastUsedAccount];
    self.accountField.autocapitalizationType = UITextAutocapitalizationTypeNone;
    self.passwordField = [[UITextField alloc] init];
    self.passwordField.placeholder = @"Password";
    self.passwordField.secureTextEntry = YES;
    for (UITextField *field in @[self.accountField, self.passwordField]) {
        field.borderStyle = UITextBorderStyleRoundedRect;
        [field addTarget:self action:@selector(inputChanged:) forControlEvents:UIControlEventEditingChanged];
    }

    self.loginButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.loginButton setTitle:@"Sign in" forState:UIControlStateNormal];
    [self.loginButton addTarget:self action:@selector(login:) forControlEvents:UIControlEventTouchUpInside];
    self.loginButton.enabled = NO;

    self.messageLabel = [[UILabel alloc] init];
    self.messageLabel.numberOfLines = 0;
    self.messageLabel.text = [self.viewDataSource hintText];
    self.messageLabel.textColor = [UIColor secondaryLabelColor];
    self.spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleMedium];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.accountField, self.passwordField, self.loginButton, self.spinner, self.messageLabel]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 12;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.centerYAnchor constraintEqualToAnchor:self.view.centerYAnchor],
        [stack.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
        [stack.trailingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.trailingAnchor]
    ]];
}

- (void)inputChanged:(id)sender {
    [self.eventHandler handleInputDidChangeWithAccount:self.accountField.text ?: @"" password:self.passwordField.text ?: @""];
}

- (void)login:(id)sender {
    [self.view endEditing:YES];
    [self.eventHandler handleDidTapLoginWithAccount:self.accountField.text ?: @"" password:self.passwordField.text ?: @""];
}

#pragma mark - ZIKLoginViewProtocol

- (void)setLoginEnabled:(BOOL)enabled {
    self.loginButton.enabled = enabled;
}

- (void)showLoading:(BOOL)loading {
    loading ? [self.spinner startAnimating] : [self.spinner stopAnimating];
    self.loginButton.enabled = !loading;
}

- (void)showErrorMessage:(NSString *)message {
    self.messageLabel.text = message;
    self.messageLabel.textColor = [UIColor systemRedColor];
}

@end
