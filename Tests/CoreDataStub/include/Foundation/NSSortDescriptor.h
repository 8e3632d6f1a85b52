// NSSortDescriptor.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString;
@interface NSSortDescriptor : NSObject <NSCopying>
- (instancetype)initWithKey:(nullable NSString *)key ascending:(BOOL)ascending;
@property (nullable, readonly, copy) NSString *key;
@property (readonly) BOOL ascending;
@property (readonly, retain) id reversedSortDescriptor;
@end
NS_ASSUME_NONNULL_END
