// NSManagedObjectModel: entities and fetch request templates.
#pragma once
#import <Foundation/Foundation.h>
#import <CoreData/NSFetchRequest.h>
NS_ASSUME_NONNULL_BEGIN
@class NSEntityDescription;
@interface NSManagedObjectModel : NSObject <NSCopying, NSFastEnumeration>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
@property (strong) NSArray<NSEntityDescription *> *entities;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *entitiesByName;
@property (readonly, strong) NSArray<NSString *> *configurations;
- (nullable NSFetchRequest *)fetchRequestTemplateForName:(NSString *)name NS_SWIFT_NAME(fetchRequestTemplate(forName:));
- (nullable NSFetchRequest *)fetchRequestFromTemplateWithName:(NSString *)name substitutionVariables:(NSDictionary<NSString *, id> *)variables NS_SWIFT_NAME(fetchRequestFromTemplate(withName:substitutionVariables:));
@property (readonly, copy) NSDictionary<NSString *, NSFetchRequest *> *fetchRequestTemplatesByName;
@end
NS_ASSUME_NONNULL_END
