#import <Foundation/Foundation.h>
#import "ZIKSettingsViewProtocol.h"

@interface ZIKSettingsPresenter : NSObject <ZIKSettingsViewEventHandler, ZIKSettingsViewDataSource, ZIKSettingsInteractorEventHandler>
@property (nonatomic, weak) id<ZIKSettingsViewProtocol> view;
@property (nonatomic, strong) id<ZIKSettingsInteractorInput> interactor;
@property (nonatomic, strong) id<ZIKSettingsWireframeProtocol> wireframe;
@end
