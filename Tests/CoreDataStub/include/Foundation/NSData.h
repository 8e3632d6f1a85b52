// NSData, bridged to Foundation.Data.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_BRIDGED(Foundation.Data)
@interface NSData : NSObject <NSCopying, NSMutableCopying>
@property (readonly) NSUInteger length;
- (BOOL)isEqualToData:(NSData *)other NS_SWIFT_NAME(isEqual(to:));
- (instancetype)initWithData:(NSData *)data;
@end
NS_ASSUME_NONNULL_END
