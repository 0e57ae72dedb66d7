#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKSettingsViewEventHandler <NSObject>
- (void)handleViewReady;
- (void)handleDidTapLogout;
- (void)handleDidTapDeleteAllNotes;
- (void)handleDidTapClose;
@end

@protocol ZIKSettingsViewDataSource <NSObject>
- (NSString *)accountText;
- (NSString *)noteCountText;
- (NSString *)versionText;
@end

@protocol ZIKSettingsViewProtocol <NSObject>
- (void)reloadSettings;
- (void)confirmDeletionWithHandler:(void (^)(BOOL confirmed))handler;
@end

@protocol ZIKSettingsInteractorInput <NSObject>
- (nullable NSString *)accountName;
- (NSInteger)noteCount;
- (void)logout;
- (void)deleteAllNotes;
@end

@protocol ZIKSettingsInteractorEventHandler <NSObject>
- (void)didDeleteAllNotes;
@end

@protocol ZIKSettingsWireframeProtocol <NSObject>
- (void)presentLoginAfterLogout;
- (void)closeSettings;
@end

NS_ASSUME_NONNULL_END
