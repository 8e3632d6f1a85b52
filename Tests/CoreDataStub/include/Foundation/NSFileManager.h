// NSFileManager.h / NSPathUtilities.h: the part model code calls (the
// documents folder for a store, whether a file exists), with the Swift names
// Apple's headers give them.
#pragma once
#import <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
@class NSString, NSURL, NSArray<ObjectType>;

typedef NS_ENUM(NSUInteger, NSSearchPathDirectory) {
    NSApplicationDirectory = 1,
    NSLibraryDirectory = 5,
    NSDocumentDirectory = 9,
    NSCachesDirectory = 13,
    NSApplicationSupportDirectory = 14,
} NS_SWIFT_NAME(FileManager.SearchPathDirectory);

typedef NS_OPTIONS(NSUInteger, NSSearchPathDomainMask) {
    NSUserDomainMask = 1,
    NSLocalDomainMask = 2,
    NSNetworkDomainMask = 4,
    NSSystemDomainMask = 8,
    NSAllDomainsMask = 0x0ffff,
} NS_SWIFT_NAME(FileManager.SearchPathDomainMask);

NS_SWIFT_NAME(FileManager)
@interface NSFileManager : NSObject
@property (class, readonly, strong) NSFileManager *defaultManager NS_SWIFT_NAME(default);
- (NSArray<NSURL *> *)URLsForDirectory:(NSSearchPathDirectory)directory inDomains:(NSSearchPathDomainMask)domainMask NS_SWIFT_NAME(urls(for:in:));
- (BOOL)fileExistsAtPath:(NSString *)path NS_SWIFT_NAME(fileExists(atPath:));
@end
NS_ASSUME_NONNULL_END
