// NSSet / NSMutableSet, bridged to Swift's Set.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSArray<ObjectType>;
NS_SWIFT_BRIDGED(Swift.Set)
@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set;
- (instancetype)initWithObject:(ObjectType)object NS_SWIFT_NAME(init(object:));
@property (readonly) NSUInteger count;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
- (nullable ObjectType)anyObject;
- (BOOL)containsObject:(ObjectType)anObject NS_SWIFT_NAME(contains(_:));
- (nullable ObjectType)member:(ObjectType)object;
@end

@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
- (void)addObject:(ObjectType)object NS_SWIFT_NAME(add(_:));
- (void)removeObject:(ObjectType)object NS_SWIFT_NAME(remove(_:));
- (void)unionSet:(NSSet<ObjectType> *)otherSet NS_SWIFT_NAME(union(_:));
- (void)minusSet:(NSSet<ObjectType> *)otherSet NS_SWIFT_NAME(minus(_:));
- (void)removeAllObjects;
@end
NS_ASSUME_NONNULL_END
