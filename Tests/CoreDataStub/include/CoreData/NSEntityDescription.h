// NSEntityDescription and the property descriptions it lists.
#pragma once
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@class NSManagedObject, NSManagedObjectContext, NSManagedObjectModel;

@interface NSPropertyDescription : NSObject <NSCopying>
@property (nonatomic, copy) NSString *name;
@property (getter=isOptional) BOOL optional NS_SWIFT_NAME(isOptional);
@property (getter=isTransient) BOOL transient NS_SWIFT_NAME(isTransient);
@property (nonatomic, strong) NSDictionary *userInfo;
@end

@interface NSAttributeDescription : NSPropertyDescription
@property (nullable, copy) NSString *attributeValueClassName;
@property (nullable, retain) id defaultValue;
@end

@interface NSRelationshipDescription : NSPropertyDescription
@property (nullable, nonatomic, assign) NSEntityDescription *destinationEntity;
@property (nullable, nonatomic, assign) NSRelationshipDescription *inverseRelationship;
@property (getter=isToMany, readonly) BOOL toMany NS_SWIFT_NAME(isToMany);
@property (getter=isOrdered) BOOL ordered NS_SWIFT_NAME(isOrdered);
@end

@interface NSEntityDescription : NSObject <NSCopying, NSFastEnumeration>
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context NS_SWIFT_NAME(entity(forEntityName:in:));
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context NS_SWIFT_NAME(insertNewObject(forEntityName:into:));
@property (readonly, assign) NSManagedObjectModel *managedObjectModel;
@property (null_resettable, copy) NSString *managedObjectClassName;
@property (nullable, copy) NSString *name;
@property (getter=isAbstract) BOOL abstract NS_SWIFT_NAME(isAbstract);
@property (nullable, nonatomic, assign) NSEntityDescription *superentity;
@property (strong) NSDictionary<NSString *, NSEntityDescription *> *subentitiesByName;
@property (readonly, copy) NSDictionary<NSString *, __kindof NSPropertyDescription *> *propertiesByName;
@property (readonly, copy) NSDictionary<NSString *, NSAttributeDescription *> *attributesByName;
@property (readonly, copy) NSDictionary<NSString *, NSRelationshipDescription *> *relationshipsByName;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
- (BOOL)isKindOfEntity:(NSEntityDescription *)entity NS_SWIFT_NAME(isKindOf(entity:));
@end
NS_ASSUME_NONNULL_END
