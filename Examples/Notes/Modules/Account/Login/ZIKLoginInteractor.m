#import "ZIKLoginInteractor.h"
#import "ZIKAccountService.h"

@implementation ZIKLoginInteractor

- (NSString *)lastAccount {
    return self.accountService.currentAccount;
}

- (void)loginWithAccount:(NSString *)account password:(NSString *)password {
    __weak typeof(self) weakSelf = self;
    [self.accountService loginWithAccount:account password:password completion:^(BOOL success, NSError *error) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) {
            return;
        }
        if (success) {
            [strongSelf.eventHandler didLoginSuccessfully];
        } else {
            [strongSelf.eventHandler didFailToLoginWithError:error];
        }
    }];
}

@end
