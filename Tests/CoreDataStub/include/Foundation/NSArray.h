// NSArray / NSMutableArray, bridged to Swift's Array.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_BRIDGED(Swift.Array)
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index NS_SWIFT_NAME(object(at:));
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (BOOL)containsObject:(ObjectType)anObject NS_SWIFT_NAME(contains(_:));
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject NS_SWIFT_NAME(add(_:));
@end
NS_ASSUME_NONNULL_END
