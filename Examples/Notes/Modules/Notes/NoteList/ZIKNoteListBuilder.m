#import "ZIKNoteListBuilder.h"
#import "ZIKNoteListViewController.h"
#import "ZIKNoteListPresenter.h"
#import "ZIKNoteListInteractor.h"
#import "ZIKNoteListWireframe.h"
#import "ZIKNoteService.h"
#import "ZIKAccountService.h"

@implementation ZIKNoteListBuilder

+ (UIViewController *)viewController {
    ZIKNoteListViewController *view = [[ZIKNoteListViewController alloc] init];
    ZIKNoteListPresenter *presenter = [[ZIKNoteListPresenter alloc] init];
    ZIKNoteListInteractor *interactor = [[ZIKNoteListInteractor alloc] init];
    ZIKNoteListWireframe *wireframe = [[ZIKNoteListWireframe alloc] init];

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
