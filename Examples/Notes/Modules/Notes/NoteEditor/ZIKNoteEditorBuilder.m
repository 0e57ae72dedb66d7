#import "ZIKNoteEditorBuilder.h"
#import "ZIKNoteEditorViewController.h"
#import "ZIKNoteEditorPresenter.h"
#import "ZIKNoteEditorInteractor.h"
#import "ZIKNoteEditorWireframe.h"
#import "ZIKNoteService.h"

@implementation ZIKNoteEditorBuilder

+ (UIViewController *)viewController {
    return [self viewControllerForEditingNoteWithUUID:nil];
}

+ (UIViewController *)viewControllerForEditingNoteWithUUID:(NSString *)uuid {
    ZIKNoteEditorViewController *view = [[ZIKNoteEditorViewController alloc] init];
    ZIKNoteEditorPresenter *presenter = [[ZIKNoteEditorPresenter alloc] init];
    ZIKNoteEditorInteractor *interactor = [[ZIKNoteEditorInteractor alloc] init];
    ZIKNoteEditorWireframe *wireframe = [[ZIKNoteEditorWireframe alloc] init];

    interactor.noteService = [ZIKNoteService sharedService];
    interactor.noteUUID = uuid;

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
