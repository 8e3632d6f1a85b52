// NSDictionary / NSMutableDictionary, bridged to Swift's Dictionary.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSArray<ObjectType>;
NS_SWIFT_BRIDGED(Swift.Dictionary)
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary;
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKey:(KeyType)aKey NS_SWIFT_NAME(object(forKey:));
@property (readonly, copy) NSArray<KeyType> *allKeys;
@property (readonly, copy) NSArray<ObjectType> *allValues;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey NS_SWIFT_NAME(setObject(_:forKey:));
- (void)removeObjectForKey:(KeyType)aKey NS_SWIFT_NAME(removeObject(forKey:));
@end
NS_ASSUME_NONNULL_END
