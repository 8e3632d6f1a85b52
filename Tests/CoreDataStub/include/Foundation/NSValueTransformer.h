// NSValueTransformer (Swift: ValueTransformer) and the secure unarchiving
// transformer Core Data recommends for Transformable attributes.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString, NSArray<ObjectType>;
typedef NSString *NSValueTransformerName __attribute__((swift_wrapper(struct)));
NS_SWIFT_NAME(ValueTransformer)
@interface NSValueTransformer : NSObject
+ (void)setValueTransformer:(nullable NSValueTransformer *)transformer forName:(NSValueTransformerName)name;
+ (nullable NSValueTransformer *)valueTransformerForName:(NSValueTransformerName)name NS_SWIFT_NAME(init(forName:));
+ (Class)transformedValueClass;
+ (BOOL)allowsReverseTransformation;
- (nullable id)transformedValue:(nullable id)value;
- (nullable id)reverseTransformedValue:(nullable id)value;
@end

extern NSValueTransformerName const NSSecureUnarchiveFromDataTransformerName;

@interface NSSecureUnarchiveFromDataTransformer : NSValueTransformer
@property (class, readonly, copy) NSArray<Class> *allowedTopLevelClasses;
@end
NS_ASSUME_NONNULL_END
