// NSCopying, NSMutableCopying, NSFastEnumeration and Foundation's NSObject categories
// (NSObject itself is in ObjectiveC/NSObject.h).
#pragma once
#import <Foundation/NSObjCRuntime.h>
// The root class and protocol are the ObjectiveC module's, as in Apple's SDK.
#import <ObjectiveC/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString;


@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable void *)zone;
@end

@protocol NSFastEnumeration
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
