#import <Foundation/Foundation.h>
#import "ZIKNoteListViewProtocol.h"

@interface ZIKNoteListPresenter : NSObject <ZIKNoteListViewEventHandler, ZIKNoteListViewDataSource, ZIKNoteListInteractorEventHandler>
@property (nonatomic, weak) id<ZIKNoteListViewProtocol> view;
@property (nonatomic, strong) id<ZIKNoteListInteractorInput> interactor;
@property (nonatomic, strong) id<ZIKNoteListWireframeProtocol> wireframe;
@end
