#import "ZIKNoteModel.h"

@implementation ZIKNoteModel

- (instancetype)initWithUUID:(NSString *)uuid title:(NSString *)title content:(NSString *)content {
    if (self = [super init]) {
        _uuid = [uuid copy] ?: [[NSUUID UUID] UUIDString];
        _title = [title copy];
        _content = [content copy];
        _modifiedAt = [NSDate date];
    }
    return self;
}

- (id)copyWithZone:(NSZone *)zone {
    ZIKNoteModel *copy = [[ZIKNoteModel allocWithZone:zone] initWithUUID:self.uuid title:self.title content:self.content];
    copy.modifiedAt = self.modifiedAt;
    return copy;
}

- (NSDictionary<NSString *, id> *)dictionaryRepresentation {
    return @{@"uuid": self.uuid,
             @"title": self.title,
             @"content": self.content,
             @"modifiedAt": @([self.modifiedAt timeIntervalSince1970])};
}

+ (instancetype)noteWithDictionary:(NSDictionary<NSString *, id> *)dictionary {
    NSString *uuid = dictionary[@"uuid"];
    if (![uuid isKindOfClass:[NSString class]]) {
        return nil;
    }
    ZIKNoteModel *note = [[ZIKNoteModel alloc] initWithUUID:uuid
                                                      title:dictionary[@"title"] ?: @""
                                                    content:dictionary[@"content"] ?: @""];
    note.modifiedAt = [NSDate dateWithTimeIntervalSince1970:[dictionary[@"modifiedAt"] doubleValue]];
    return note;
}

@end
