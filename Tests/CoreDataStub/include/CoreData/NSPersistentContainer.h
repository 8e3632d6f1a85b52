// NSPersistentContainer: how an app gets its contexts.
#pragma once
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@class NSManagedObjectModel, NSManagedObjectContext, NSPersistentStoreCoordinator;
@interface NSPersistentContainer : NSObject
- (instancetype)initWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (copy, readonly) NSString *name;
@property (strong, readonly) NSManagedObjectContext *viewContext;
@property (strong, readonly) NSManagedObjectModel *managedObjectModel;
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
- (NSManagedObjectContext *)newBackgroundContext;
@end
NS_ASSUME_NONNULL_END
