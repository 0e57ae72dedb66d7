#import "ZIKLoginBuilder.h"
#import "ZIKLoginViewController.h"
#import "ZIKLoginPresenter.h"
#import "ZIKLoginInteractor.h"
#import "ZIKLoginWireframe.h"
#import "ZIKAccountService.h"

@implementation ZIKLoginBuilder

+ (UIViewController *)viewController {
    ZIKLoginViewController *view = [[ZIKLoginViewController alloc] init];
    ZIKLoginPresenter *presenter = [[ZIKLoginPresenter alloc] init];
    ZIKLoginInteractor *interactor = [[ZIKLoginInteractor alloc] init];
    ZIKLoginWireframe *wireframe = [[ZIKLoginWireframe alloc] init];

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
