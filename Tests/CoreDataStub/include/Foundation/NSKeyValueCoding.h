// Key-value coding and observing on NSObject (NSKeyValueCoding.h and
// NSKeyValueObserving.h in Apple's Foundation).
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString, NSMutableSet<ObjectType>, NSMutableOrderedSet<ObjectType>, NSMutableArray<ObjectType>, NSIndexSet, NSSet<ObjectType>;

typedef NS_ENUM(NSUInteger, NSKeyValueChange) {
    NSKeyValueChangeSetting = 1,
    NSKeyValueChangeInsertion = 2,
    NSKeyValueChangeRemoval = 3,
    NSKeyValueChangeReplacement = 4,
};

typedef NS_ENUM(NSUInteger, NSKeyValueSetMutationKind) {
    NSKeyValueUnionSetMutation = 1,
    NSKeyValueMinusSetMutation = 2,
    NSKeyValueIntersectSetMutation = 3,
    NSKeyValueSetSetMutation = 4,
};

@interface NSObject (NSKeyValueCoding)
- (nullable id)valueForKey:(NSString *)key NS_SWIFT_NAME(value(forKey:));
- (void)setValue:(nullable id)value forKey:(NSString *)key NS_SWIFT_NAME(setValue(_:forKey:));
- (nullable id)valueForKeyPath:(NSString *)keyPath NS_SWIFT_NAME(value(forKeyPath:));
- (void)setValue:(nullable id)value forKeyPath:(NSString *)keyPath NS_SWIFT_NAME(setValue(_:forKeyPath:));
- (NSMutableSet *)mutableSetValueForKey:(NSString *)key NS_SWIFT_NAME(mutableSetValue(forKey:));
- (NSMutableOrderedSet *)mutableOrderedSetValueForKey:(NSString *)key NS_SWIFT_NAME(mutableOrderedSetValue(forKey:));
- (NSMutableArray *)mutableArrayValueForKey:(NSString *)key NS_SWIFT_NAME(mutableArrayValue(forKey:));
@end

@interface NSObject (NSKeyValueObserverNotification)
- (void)willChangeValueForKey:(NSString *)key NS_SWIFT_NAME(willChangeValue(forKey:));
- (void)didChangeValueForKey:(NSString *)key NS_SWIFT_NAME(didChangeValue(forKey:));
- (void)willChange:(NSKeyValueChange)changeKind valuesAtIndexes:(NSIndexSet *)indexes forKey:(NSString *)key NS_SWIFT_NAME(willChange(_:valuesAt:forKey:));
- (void)didChange:(NSKeyValueChange)changeKind valuesAtIndexes:(NSIndexSet *)indexes forKey:(NSString *)key NS_SWIFT_NAME(didChange(_:valuesAt:forKey:));
- (void)willChangeValueForKey:(NSString *)key withSetMutation:(NSKeyValueSetMutationKind)mutationKind usingObjects:(NSSet *)objects NS_SWIFT_NAME(willChangeValue(forKey:withSetMutation:using:));
- (void)didChangeValueForKey:(NSString *)key withSetMutation:(NSKeyValueSetMutationKind)mutationKind usingObjects:(NSSet *)objects NS_SWIFT_NAME(didChangeValue(forKey:withSetMutation:using:));
@end
NS_ASSUME_NONNULL_END
