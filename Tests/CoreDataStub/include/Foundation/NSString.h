// NSString, bridged to Swift's String as in Apple's Foundation.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_BRIDGED(Swift.String)
@interface NSString : NSObject <NSCopying, NSMutableCopying>
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)aString;
- (BOOL)isEqualToString:(NSString *)aString NS_SWIFT_NAME(isEqual(to:));
- (BOOL)hasPrefix:(NSString *)str;
@end
NS_ASSUME_NONNULL_END
