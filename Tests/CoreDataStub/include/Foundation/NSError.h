// NSError. The Foundation overlay makes it a Swift Error.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString, NSDictionary<KeyType, ObjectType>;
@interface NSError : NSObject <NSCopying>
- (instancetype)initWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(nullable NSDictionary<NSString *, id> *)dict NS_DESIGNATED_INITIALIZER;
@property (readonly, copy) NSString *domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSString *, id> *userInfo;
@property (readonly, copy) NSString *localizedDescription;
@end
NS_ASSUME_NONNULL_END
