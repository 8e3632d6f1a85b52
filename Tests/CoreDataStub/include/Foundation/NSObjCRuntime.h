// Basic types and the macros Apple's headers use (NS_ENUM, nullability…).
// BOOL is _Bool, as on arm64; the importer maps it to Swift's Bool.
#pragma once
#import <ObjectiveC/objc.h>
typedef long NSInteger;
typedef double NSTimeInterval;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define NSNotFound ((NSInteger)0x7fffffffffffffffL)
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_SWIFT_BRIDGED(_type) __attribute__((swift_bridge(#_type)))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
