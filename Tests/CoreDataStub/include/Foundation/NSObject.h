// NSObject (class and protocol), NSCopying, NSFastEnumeration.
#pragma once
#import <Foundation/NSObjCRuntime.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
@property (readonly, copy) NSString *description;
@end

@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable void *)zone;
@end

@protocol NSFastEnumeration
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
+ (instancetype)new NS_UNAVAILABLE;
+ (instancetype)alloc NS_UNAVAILABLE;
- (id)copy;
- (id)mutableCopy;
@end
NS_ASSUME_NONNULL_END
