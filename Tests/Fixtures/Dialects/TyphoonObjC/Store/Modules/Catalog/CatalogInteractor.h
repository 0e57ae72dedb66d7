#import <Foundation/Foundation.h>
#import "CatalogInteractorIO.h"

@interface CatalogInteractor : NSObject <CatalogInteractorInput>

@property (nonatomic, weak) id<CatalogInteractorOutput> output;

@end
