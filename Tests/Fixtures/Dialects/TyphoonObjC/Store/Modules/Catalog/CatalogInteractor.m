#import "CatalogInteractor.h"

@implementation CatalogInteractor

- (void)obtainItems
{
    [self.output didObtainItemNames:@[@"Lamp", @"Chair", @"Rug"]];
}

@end
