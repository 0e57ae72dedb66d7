#import "AddPresenter.h"
#import "AddInteractor.h"
#import "AddWireframe.h"

@implementation AddPresenter

- (void)configureUserInterfaceForPresentation:(id<AddViewInterface>)addViewUserInterface
{
    [addViewUserInterface setTitlePlaceholder:@"New to-do"];
}

- (void)saveAddActionWithTitle:(NSString *)title
{
    [self.addInteractor saveItemWithTitle:title];
    [self.addWireframe dismissAddInterface];
    [self.addModuleDelegate addModuleDidSaveAddAction];
}

- (void)cancelAddAction
{
    [self.addWireframe dismissAddInterface];
}

@end
