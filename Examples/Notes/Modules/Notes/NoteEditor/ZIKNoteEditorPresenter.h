#import <Foundation/Foundation.h>
#import "ZIKNoteEditorViewProtocol.h"

@interface ZIKNoteEditorPresenter : NSObject <ZIKNoteEditorViewEventHandler, ZIKNoteEditorViewDataSource, ZIKNoteEditorInteractorEventHandler>
@property (nonatomic, weak) id<ZIKNoteEditorViewProtocol> view;
@property (nonatomic, strong) id<ZIKNoteEditorInteractorInput> interactor;
@property (nonatomic, strong) id<ZIKNoteEditorWireframeProtocol> wireframe;
@end
