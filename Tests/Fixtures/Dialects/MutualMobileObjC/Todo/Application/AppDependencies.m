#import "AppDependencies.h"
#import "ListWireframe.h"
#import "ListPresenter.h"
#import "ListInteractor.h"
#import "AddWireframe.h"
#import "AddPresenter.h"
#import "AddInteractor.h"
#import "TodoStore.h"

@interface AppDependencies ()

@property (nonatomic, strong) ListWireframe *listWireframe;

@end

@implementation AppDependencies

- (instancetype)init
{
    if ((self = [super init]))
    {
        [self configureDependencies];
    }
    return self;
}

- (void)installRootViewControllerIntoWindow:(UIWindow *)window
{
    [self.listWireframe presentListInterfaceFromWindow:window];
}

- (void)configureDependencies
{
    TodoStore *store = [[TodoStore alloc] init];

    // List module
    ListWireframe *listWireframe = [[ListWireframe alloc] init];
    ListPresenter *listPresenter = [[ListPresenter alloc] init];
    ListInteractor *listInteractor = [[ListInteractor alloc] initWithStore:store];

    // Add module
    AddWireframe *addWireframe = [[AddWireframe alloc] init];
    AddPresenter *addPresenter = [[AddPresenter alloc] init];
    AddInteractor *addInteractor = [[AddInteractor alloc] initWithStore:store];

    listInteractor.output = listPresenter;
    listPresenter.listInteractor = listInteractor;
    listPresenter.listWireframe = listWireframe;
    listWireframe.listPresenter = listPresenter;
    listWireframe.addWireframe = addWireframe;

    addPresenter.addInteractor = addInteractor;
    addPresenter.addWireframe = addWireframe;
    addPresenter.addModuleDelegate = listPresenter;
    addWireframe.addPresenter = addPresenter;

    self.listWireframe = listWireframe;
}

@end
