#import "ZIKLoginPresenter.h"
#import "ZIKNotesMacros.h"

@implementation ZIKLoginPresenter

#pragma mark - ZIKLoginViewEventHandler

- (void)handleInputDidChangeWithAccount:(NSString *)account password:(NSString *)password {
    [self.view setLoginEnabled:account.length > 0 && password.length > 0];
}

- (void)handleDidTapLoginWithAccount:(NSString *)account password:(NSString *)password {
    [self.view showLoading:YES];
    [self.interactor loginWithAccount:account password:password];
}

#pragma mark - ZIKLoginViewDataSource

- (NSString *)lastUsedAccount {
    return [self.interactor lastAccount];
}

- (NSString *)hintText {
    return @"Sign in to sync your notes. (Demo: any account, password of 6+ characters.)";
}

#pragma mark - ZIKLoginInteractorEventHandler

- (void)didLoginSuccessfully {
    [self.view showLoading:NO];
    [self.wireframe dismissLoginViewWithCompletion:^{
        ZIKLog(@"login view closed");
    }];
}

- (void)didFailToLoginWithError:(NSError *)error {
    [self.view showLoading:NO];
    [self.view showErrorMessage:error.localizedDescription ?: @"Could not sign in."];
}

@end
