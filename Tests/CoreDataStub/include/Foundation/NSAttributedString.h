// NSAttributedString, a common Transformable value class.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString;
@interface NSAttributedString : NSObject <NSCopying, NSMutableCopying>
- (instancetype)initWithString:(NSString *)str;
@property (readonly, copy) NSString *string;
@property (readonly) NSUInteger length;
@end

@interface NSMutableAttributedString : NSAttributedString
@end
NS_ASSUME_NONNULL_END
