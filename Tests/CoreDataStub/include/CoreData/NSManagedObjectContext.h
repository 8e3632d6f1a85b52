// NSManagedObjectContext. The generic fetch(_:) and count(for:) that take an
// NSFetchRequest<T> are in the Swift overlay, as in Apple's CoreData.
#pragma once
// Methods with a trailing NSError ** live in overlay/CoreData/Throwing.swift:
// Linux's standard library has no AutoreleasingUnsafeMutablePointer, so the
// importer cannot import them; the overlay declares them @objc with Apple's
// selectors and Swift signatures.
#import <Foundation/Foundation.h>
#import <CoreData/NSFetchRequest.h>
NS_ASSUME_NONNULL_BEGIN
@class NSManagedObject, NSManagedObjectID, NSPersistentStoreCoordinator;

typedef NS_ENUM(NSUInteger, NSManagedObjectContextConcurrencyType) {
    NSPrivateQueueConcurrencyType = 0x01,
    NSMainQueueConcurrencyType = 0x02,
};

@interface NSManagedObjectContext : NSObject
- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct NS_DESIGNATED_INITIALIZER;
@property (nullable, strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (nullable, strong) NSManagedObjectContext *parentContext;
@property (nullable, copy) NSString *name;
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic) BOOL automaticallyMergesChangesFromParent;
- (void)performBlock:(void (^)(void))block NS_SWIFT_NAME(perform(_:));
- (void)performBlockAndWait:(void (__attribute__((noescape)) ^)(void))block NS_SWIFT_NAME(performAndWait(_:));
- (nullable NSManagedObject *)objectRegisteredForID:(NSManagedObjectID *)objectID NS_SWIFT_NAME(registeredObject(for:));
- (NSManagedObject *)objectWithID:(NSManagedObjectID *)objectID NS_SWIFT_NAME(object(with:));
- (void)insertObject:(NSManagedObject *)object NS_SWIFT_NAME(insert(_:));
- (void)deleteObject:(NSManagedObject *)object NS_SWIFT_NAME(delete(_:));
- (void)refreshObject:(NSManagedObject *)object mergeChanges:(BOOL)flag NS_SWIFT_NAME(refresh(_:mergeChanges:));
- (void)rollback;
- (void)reset;
@end
NS_ASSUME_NONNULL_END
