#import <UIKit/UIKit.h>
#import "ListModuleInterface.h"
#import "ListViewInterface.h"
#import "ListInteractorIO.h"
#import "AddModuleDelegate.h"

@class ListWireframe;

@interface ListPresenter : NSObject <ListModuleInterface, ListInteractorOutput, AddModuleDelegate>

@property (nonatomic, strong) id<ListInteractorInput> listInteractor;
@property (nonatomic, strong) ListWireframe *listWireframe;
@property (nonatomic, strong) UIViewController<ListViewInterface> *userInterface;

@end
