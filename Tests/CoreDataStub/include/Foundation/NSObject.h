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
@optional
@property (readonly, copy) NSString *debugDescription;
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

// NSKeyValueObserving.h: KVO's storage for an object's observers.
@interface NSObject (NSKeyValueObservingCustomization)
@property (nullable) void *observationInfo;
@end

// NSClassDescription.h (macOS only): scripting's class name. A property of
// that name does not compile on a Mac, so the stub declares it too.
@interface NSObject (NSClassDescriptionPrimitives)
@property (readonly, copy) NSString *className;
@end
NS_ASSUME_NONNULL_END
