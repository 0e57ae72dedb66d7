#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKLoginViewEventHandler <NSObject>
- (void)handleInputDidChangeWithAccount:(NSString *)account password:(NSString *)password;
- (void)handleDidTapLoginWithAccount:(NSString *)account password:(NSString *)password;
@end

@protocol ZIKLoginViewDataSource <NSObject>
- (nullable NSString *)lastUsedAccount;
- (NSString *)hintText;
@end

@protocol ZIKLoginViewProtocol <NSObject>
- (void)setLoginEnabled:(BOOL)enabled;
- (void)showLoading:(BOOL)loading;
- (void)showErrorMessage:(NSString *)message;
@end

@protocol ZIKLoginInteractorInput <NSObject>
- (nullable NSString *)lastAccount;
- (void)loginWithAccount:(NSString *)account password:(NSString *)password;
@end

@protocol ZIKLoginInteractorEventHandler <NSObject>
- (void)didLoginSuccessfully;
- (void)didFailToLoginWithError:(NSError *)error;
@end

@protocol ZIKLoginWireframeProtocol <NSObject>
- (void)dismissLoginViewWithCompletion:(void (^ _Nullable)(void))completion;
@end

NS_ASSUME_NONNULL_END
