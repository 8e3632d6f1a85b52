// NSFetchRequestResult, NSPersistentStoreRequest and the lightweight generic
// NSFetchRequest<ResultType>.
#pragma once
// Methods with a trailing NSError ** live in overlay/CoreData/Throwing.swift:
// Linux's standard library has no AutoreleasingUnsafeMutablePointer, so the
// importer cannot import them; the overlay declares them @objc with Apple's
// selectors and Swift signatures.
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@class NSEntityDescription;

@protocol NSFetchRequestResult <NSObject>
@end

@interface NSNumber (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSDictionary (NSFetchedResultSupport) <NSFetchRequestResult>
@end

typedef NS_OPTIONS(NSUInteger, NSFetchRequestResultType) {
    NSManagedObjectResultType = 0x00,
    NSManagedObjectIDResultType = 0x01,
    NSDictionaryResultType = 0x02,
    NSCountResultType = 0x04,
};

@interface NSPersistentStoreRequest : NSObject <NSCopying>
@end

@interface NSFetchRequest<__covariant ResultType:id<NSFetchRequestResult>> : NSPersistentStoreRequest
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithEntityName:(NSString *)entityName;
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
@property (nullable, nonatomic, readonly, strong) NSString *entityName;
@property (nullable, nonatomic, strong) NSPredicate *predicate;
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSUInteger fetchOffset;
@property (nonatomic) NSUInteger fetchBatchSize;
@property (nonatomic) NSFetchRequestResultType resultType;
@property (nonatomic) BOOL includesSubentities;
@property (nonatomic) BOOL includesPendingChanges;
@property (nonatomic) BOOL returnsObjectsAsFaults;
@property (nonatomic) BOOL returnsDistinctResults;
@property (nullable, nonatomic, copy) NSArray<NSString *> *relationshipKeyPathsForPrefetching;
@property (nullable, nonatomic, copy) NSArray *propertiesToFetch;
@end
NS_ASSUME_NONNULL_END
