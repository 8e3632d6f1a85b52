// objc/NSObject.h: the root class NSObject and the NSObject protocol, in a
// module named ObjectiveC as in Apple's SDK. The compiler looks NSObject up
// in that module by name: the bridging casts of old Swift (`nsSet as
// Set<NSObject>`, `nsDictionary as [NSObject: AnyObject]`, written by every
// stock mogenerator 1.31/1.32 mutator) and `#selector` need it.
#pragma once
#import <ObjectiveC/objc.h>
_Pragma("clang assume_nonnull begin")
@class NSString;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init __attribute__((objc_designated_initializer));
+ (instancetype)new __attribute__((unavailable));
+ (instancetype)alloc __attribute__((unavailable));
- (id)copy;
- (id)mutableCopy;
@end
_Pragma("clang assume_nonnull end")
