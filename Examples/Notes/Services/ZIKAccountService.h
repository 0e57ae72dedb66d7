#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKAccountService : NSObject
@property (nonatomic, copy, readonly, nullable) NSString *currentAccount;

+ (instancetype)sharedService;
- (BOOL)isLoggedIn;
- (void)loginWithAccount:(NSString *)account
                password:(NSString *)password
              completion:(void (^)(BOOL success, NSError * _Nullable error))completion;
- (void)logout;
@end

NS_ASSUME_NONNULL_END
