#import <Foundation/Foundation.h>

@protocol ItemDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapClose;
@end
