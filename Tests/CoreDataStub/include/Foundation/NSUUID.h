// NSUUID, bridged to Foundation.UUID.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString;
NS_SWIFT_BRIDGED(Foundation.UUID)
@interface NSUUID : NSObject <NSCopying>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithUUIDString:(NSString *)string;
@property (readonly, copy) NSString *UUIDString NS_SWIFT_NAME(uuidString);
@end
NS_ASSUME_NONNULL_END
