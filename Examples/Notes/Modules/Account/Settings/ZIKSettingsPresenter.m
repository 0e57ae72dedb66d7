#import "ZIKSettingsPresenter.h"

@implementation ZIKSettingsPresenter

#pragma mark - ZIKSettingsViewEventHandler

- (void)handleViewReady {
    [self.view reloadSettings];
}

- (void)handleDidTapLogout {
    [self.interactor logout];
    [self.wireframe presentLoginAfterLogout];
}

- (void)handleDidTapDeleteAllNotes {
    __weak typeof(self) weakSelf = self;
    [self.view confirmDeletionWithHandler:^(BOOL confirmed) {
        if (confirmed) {
            [weakSelf.interactor deleteAllNotes];
        }
    }];
}

- (void)handleDidTapClose {
    [self.wireframe closeSettings];
}

#pragma mark - ZIKSettingsViewDataSource

- (NSString *)accountText {
    return [self.interactor accountName] ?: @"Not signed in";
}

- (NSString *)noteCountText {
    NSInteger count = [self.interactor noteCount];
    return count == 1 ? @"1 note" : [NSString stringWithFormat:@"%ld notes", (long)count];
}

- (NSString *)versionText {
    NSDictionary *info = [NSBundle mainBundle].infoDictionary;
    return [NSString stringWithFormat:@"%@ (%@)", info[@"CFBundleShortVersionString"], info[@"CFBundleVersion"]];
}

#pragma mark - ZIKSettingsInteractorEventHandler

- (void)didDeleteAllNotes {
    [self.view reloadSettings];
}

@end
