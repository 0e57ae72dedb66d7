#import "ZIKSettingsBuilder.h"
#import "ZIKSettingsViewController.h"
#import "ZIKSettingsPresenter.h"
#import "ZIKSettingsInteractor.h"
#import "ZIKSettingsWireframe.h"
#import "ZIKNoteService.h"
#import "ZIKAccountService.h"

@implementation ZIKSettingsBuilder

+ (UIViewController *)viewController {
    ZIKSettingsViewController *view = [[ZIKSettingsViewController alloc] init];
    ZIKSettingsPresenter *presenter = [[ZIKSettingsPresenter alloc] init];
    ZIKSettingsInteractor *interactor = [[ZIKSettingsInteractor alloc] init];
    ZIKSettingsWireframe *wireframe = [[ZIKSettingsWireframe alloc] init];

    interactor.noteService = [ZIKNoteService sharedService];
    interactor.accountService = [ZIKAccountService sharedService];

    view.eventHandler = presenter;
    view.viewDataSource = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.wireframe = wireframe;
    interactor.eventHandler = presenter;
    wireframe.sourceViewController = view;
    return view;
}

@end
