#import "ZIKAccountService.h"
#import "ZIKNotesMacros.h"

@implementation ZIKAccountService

+ (instancetype)sharedService {
    static ZIKAccountService *shared;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        shared = [[ZIKAccountService alloc] init];
    });
    return shared;
}

- (NSString *)currentAccount {
    return [[NSUserDefaults standardUserDefaults] stringForKey:ZIKNotesLoggedInAccountKey];
}

- (BOOL)isLoggedIn {
    return self.currentAccount.length > 0;
}

- (void)loginWithAccount:(NSString *)account
                password:(NSString *)password
              completion:(void (^)(BOOL, NSError *))completion {
    /* A demo check instead of a server round trip: any account
       with a password of six characters or more signs in. */
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.3 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        if (password.length < 6) {
            NSError *error = [NSError errorWithDomain:ZIKNotesErrorDomain
                                                 code:401
                                             userInfo:@{NSLocalizedDescriptionKey: @"Wrong account or password."}];
            completion(NO, error);
            return;
        }
        [[NSUserDefaults standardUserDefaults] setObject:account forKey:ZIKNotesLoggedInAccountKey];
        ZIKLog(@"signed in as %@", account);
        completion(YES, nil);
    });
}

- (void)logout {
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:ZIKNotesLoggedInAccountKey];
}

@end
