// NSPersistentStoreCoordinator: only what generated code reaches through a
// context (its model).
#pragma once
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@class NSManagedObjectModel;
@interface NSPersistentStoreCoordinator : NSObject
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@end
NS_ASSUME_NONNULL_END
