#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKNoteModel : NSObject <NSCopying>
@property (nonatomic, copy, readonly) NSString *uuid;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *content;
@property (nonatomic, strong) NSDate *modifiedAt;

- (instancetype)initWithUUID:(nullable NSString *)uuid title:(NSString *)title content:(NSString *)content;
- (NSDictionary<NSString *, id> *)dictionaryRepresentation;
+ (nullable instancetype)noteWithDictionary:(NSDictionary<NSString *, id> *)dictionary;
@end

NS_ASSUME_NONNULL_END
