// NSValue, NSNumber and NSDecimalNumber. NSNumber is not bridged in headers:
// a parameter typed NSNumber * takes an NSNumber, never an Int.
// NSDecimal is the C struct Swift calls Decimal.
// NSDecimalNumber: Apple's Foundation API notes do name a Swift bridge for
// it, and Foundation's overlay makes Decimal _ObjectiveCBridgeable to it, so
// casts bridge (`decimal as NSDecimalNumber`, `number as? Decimal`). The
// effective import of declarations is still NSDecimalNumber: Xcode's own
// generated code says `@NSManaged public var price: NSDecimalNumber?`, and
// `adding(_:)` returns NSDecimalNumber. The stub gets that same import by
// leaving this class unannotated and declaring the conformance in
// overlay/Foundation/Decimal.swift.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString;

typedef struct {
    int _exponent;
    unsigned int _length;
    unsigned int _isNegative;
    unsigned int _isCompact;
    unsigned short _mantissa[8];
} NSDecimal NS_SWIFT_NAME(Decimal);

@interface NSValue : NSObject <NSCopying>
@end

@interface NSNumber : NSValue
- (NSNumber *)initWithChar:(char)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithShort:(short)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithInt:(int)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithLongLong:(long long)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithFloat:(float)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithDouble:(double)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithBool:(BOOL)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithInteger:(NSInteger)value NS_SWIFT_NAME(init(value:));
@property (readonly) char charValue NS_SWIFT_NAME(int8Value);
@property (readonly) short shortValue NS_SWIFT_NAME(int16Value);
@property (readonly) int intValue NS_SWIFT_NAME(int32Value);
@property (readonly) long long longLongValue NS_SWIFT_NAME(int64Value);
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue NS_SWIFT_NAME(intValue);
@property (readonly) NSDecimal decimalValue;
@property (readonly, copy) NSString *stringValue;
- (BOOL)isEqualToNumber:(NSNumber *)number NS_SWIFT_NAME(isEqual(to:));
@end

@interface NSDecimalNumber : NSNumber
- (instancetype)initWithDecimal:(NSDecimal)dcm NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithString:(nullable NSString *)numberValue;
@property (class, readonly, copy) NSDecimalNumber *zero;
@property (class, readonly, copy) NSDecimalNumber *one;
@property (class, readonly, copy) NSDecimalNumber *notANumber;
- (NSDecimalNumber *)decimalNumberByAdding:(NSDecimalNumber *)decimalNumber NS_SWIFT_NAME(adding(_:));
@end
NS_ASSUME_NONNULL_END
