#import <Foundation/Foundation.h>

@protocol ZIKComposeViewProtocol <NSObject>
- (void)showRemainingCharacters:(NSInteger)count;
@end

@protocol ZIKComposeViewEventHandler <NSObject>
- (void)handleTextChanged:(NSString *)text;
- (void)handleDidTapSend;
@end
