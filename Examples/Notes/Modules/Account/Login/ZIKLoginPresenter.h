#import <Foundation/Foundation.h>
#import "ZIKLoginViewProtocol.h"

@interface ZIKLoginPresenter : NSObject <ZIKLoginViewEventHandler, ZIKLoginViewDataSource, ZIKLoginInteractorEventHandler>
@property (nonatomic, weak) id<ZIKLoginViewProtocol> view;
@property (nonatomic, strong) id<ZIKLoginInteractorInput> interactor;
@property (nonatomic, strong) id<ZIKLoginWireframeProtocol> wireframe;
@end
