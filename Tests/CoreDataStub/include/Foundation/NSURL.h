// NSURL, bridged to Foundation.URL.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString;
NS_SWIFT_BRIDGED(Foundation.URL)
@interface NSURL : NSObject <NSCopying>
- (nullable instancetype)initWithString:(NSString *)URLString;
- (instancetype)initFileURLWithPath:(NSString *)path NS_SWIFT_NAME(init(fileURLWithPath:));
@property (nullable, readonly, copy) NSString *absoluteString;
@property (nullable, readonly, copy) NSString *path;
@end
NS_ASSUME_NONNULL_END
