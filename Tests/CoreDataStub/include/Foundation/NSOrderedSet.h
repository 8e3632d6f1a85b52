// NSOrderedSet / NSMutableOrderedSet. Not bridged: Swift sees the classes.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSArray<ObjectType>, NSSet<ObjectType>, NSIndexSet;
@interface NSOrderedSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set;
- (instancetype)initWithOrderedSet:(NSOrderedSet<ObjectType> *)set;
- (instancetype)initWithObject:(ObjectType)object NS_SWIFT_NAME(init(object:));
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)idx NS_SWIFT_NAME(object(at:));
- (NSUInteger)indexOfObject:(ObjectType)object NS_SWIFT_NAME(index(of:));
- (NSArray<ObjectType> *)objectsAtIndexes:(NSIndexSet *)indexes NS_SWIFT_NAME(objects(at:));
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (BOOL)containsObject:(ObjectType)object NS_SWIFT_NAME(contains(_:));
@property (readonly, strong) NSArray<ObjectType> *array;
@property (readonly, strong) NSSet<ObjectType> *set;
@end

@interface NSMutableOrderedSet<ObjectType> : NSOrderedSet<ObjectType>
- (void)addObject:(ObjectType)object NS_SWIFT_NAME(add(_:));
- (void)addObjectsFromArray:(NSArray<ObjectType> *)array NS_SWIFT_NAME(addObjects(from:));
- (void)insertObject:(ObjectType)object atIndex:(NSUInteger)idx NS_SWIFT_NAME(insert(_:at:));
- (void)insertObjects:(NSArray<ObjectType> *)objects atIndexes:(NSIndexSet *)indexes NS_SWIFT_NAME(insert(_:at:));
- (void)removeObject:(ObjectType)object NS_SWIFT_NAME(remove(_:));
- (void)removeObjectAtIndex:(NSUInteger)idx NS_SWIFT_NAME(removeObject(at:));
- (void)removeObjectsAtIndexes:(NSIndexSet *)indexes NS_SWIFT_NAME(removeObjects(at:));
- (void)replaceObjectAtIndex:(NSUInteger)idx withObject:(ObjectType)object NS_SWIFT_NAME(replaceObject(at:with:));
- (void)replaceObjectsAtIndexes:(NSIndexSet *)indexes withObjects:(NSArray<ObjectType> *)objects NS_SWIFT_NAME(replaceObjects(at:with:));
- (void)removeAllObjects;
@end
NS_ASSUME_NONNULL_END
