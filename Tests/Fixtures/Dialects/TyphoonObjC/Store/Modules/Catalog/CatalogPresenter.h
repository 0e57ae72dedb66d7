#import <Foundation/Foundation.h>
#import "CatalogViewOutput.h"
#import "CatalogInteractorIO.h"

@protocol CatalogViewInput;
@protocol CatalogRouterInput;

@interface CatalogPresenter : NSObject <CatalogViewOutput, CatalogInteractorOutput>

@property (nonatomic, weak) id<CatalogViewInput> view;
@property (nonatomic, strong) id<CatalogInteractorInput> interactor;
@property (nonatomic, strong) id<CatalogRouterInput> router;

@end
