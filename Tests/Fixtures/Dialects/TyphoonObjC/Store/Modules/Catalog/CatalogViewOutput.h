#import <Foundation/Foundation.h>

@protocol CatalogViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end
