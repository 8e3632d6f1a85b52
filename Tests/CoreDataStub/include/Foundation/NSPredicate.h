// NSPredicate and NSCompoundPredicate. The variadic init(format:_:) is in
// the Swift overlay, as in Apple's.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSSet<ObjectType>;
@interface NSPredicate : NSObject <NSCopying>
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(nullable NSArray *)arguments NS_SWIFT_NAME(init(format:argumentArray:));
+ (NSPredicate *)predicateWithValue:(BOOL)value NS_SWIFT_NAME(init(value:));
- (instancetype)predicateWithSubstitutionVariables:(NSDictionary<NSString *, id> *)variables NS_SWIFT_NAME(withSubstitutionVariables(_:));
- (BOOL)evaluateWithObject:(nullable id)object NS_SWIFT_NAME(evaluate(with:));
@property (readonly, copy) NSString *predicateFormat;
@end

@interface NSCompoundPredicate : NSPredicate
- (instancetype)initWithAndPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates NS_SWIFT_NAME(init(andPredicateWithSubpredicates:));
- (instancetype)initWithOrPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates NS_SWIFT_NAME(init(orPredicateWithSubpredicates:));
- (instancetype)initWithNotPredicateWithSubpredicate:(NSPredicate *)predicate NS_SWIFT_NAME(init(notPredicateWithSubpredicate:));
@end

// NSPredicate.h's filtering categories.
@interface NSArray<ObjectType> (NSPredicateSupport)
- (NSArray<ObjectType> *)filteredArrayUsingPredicate:(NSPredicate *)predicate NS_SWIFT_NAME(filtered(using:));
@end

@interface NSSet<ObjectType> (NSPredicateSupport)
- (NSSet<ObjectType> *)filteredSetUsingPredicate:(NSPredicate *)predicate NS_SWIFT_NAME(filtered(using:));
@end
NS_ASSUME_NONNULL_END
