#import "ListPresenter.h"
#import "ListWireframe.h"

@implementation ListPresenter

- (void)updateView
{
    [self.listInteractor findItems];
}

- (void)foundItems:(NSArray<NSString *> *)items
{
    if (items.count == 0)
    {
        [self.userInterface showNoContentMessage];
    }
    else
    {
        [self.userInterface showItems:items];
    }
}

- (void)addNewEntry
{
    [self.listWireframe presentAddInterface];
}

- (void)addModuleDidSaveAddAction
{
    [self updateView];
}

@end
