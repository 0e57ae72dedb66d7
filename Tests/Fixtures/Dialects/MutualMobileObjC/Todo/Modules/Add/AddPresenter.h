#import <UIKit/UIKit.h>
#import "AddModuleInterface.h"
#import "AddModuleDelegate.h"
#import "AddViewInterface.h"

@class AddInteractor;
@class AddWireframe;

@interface AddPresenter : NSObject <AddModuleInterface>

@property (nonatomic, strong) AddInteractor *addInteractor;
@property (nonatomic, weak) AddWireframe *addWireframe;
@property (nonatomic, weak) id<AddModuleDelegate> addModuleDelegate;

- (void)configureUserInterfaceForPresentation:(id<AddViewInterface>)addViewUserInterface;

@end
