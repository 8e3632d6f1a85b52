// NSIndexSet / NSMutableIndexSet, bridged to Foundation.IndexSet.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_BRIDGED(Foundation.IndexSet)
@interface NSIndexSet : NSObject <NSCopying, NSMutableCopying>
- (instancetype)init;
- (instancetype)initWithIndex:(NSUInteger)value;
@property (readonly) NSUInteger count;
@property (readonly) NSUInteger firstIndex;
- (BOOL)containsIndex:(NSUInteger)value NS_SWIFT_NAME(contains(_:));
@end

@interface NSMutableIndexSet : NSIndexSet
- (void)addIndex:(NSUInteger)value NS_SWIFT_NAME(add(_:));
@end
NS_ASSUME_NONNULL_END
