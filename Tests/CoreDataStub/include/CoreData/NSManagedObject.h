// NSManagedObject, with the signatures of Apple's NSManagedObject.h.
#pragma once
// Methods with a trailing NSError ** live in overlay/CoreData/Throwing.swift:
// Linux's standard library has no AutoreleasingUnsafeMutablePointer, so the
// importer cannot import them; the overlay declares them @objc with Apple's
// selectors and Swift signatures.
#import <Foundation/Foundation.h>
#import <CoreData/NSFetchRequest.h>
NS_ASSUME_NONNULL_BEGIN
@class NSEntityDescription, NSManagedObjectContext, NSManagedObjectID;

@interface NSManagedObject : NSObject <NSFetchRequestResult>
@property (class, readonly) BOOL contextShouldIgnoreUnmodeledPropertyChanges;
+ (NSEntityDescription *)entity;
+ (NSFetchRequest *)fetchRequest;
- (__kindof NSManagedObject *)initWithEntity:(NSEntityDescription *)entity insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER NS_SWIFT_NAME(init(entity:insertInto:));
- (instancetype)initWithContext:(NSManagedObjectContext *)moc NS_SWIFT_NAME(init(context:));
@property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, getter=isInserted, readonly) BOOL inserted NS_SWIFT_NAME(isInserted);
@property (nonatomic, getter=isUpdated, readonly) BOOL updated NS_SWIFT_NAME(isUpdated);
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted NS_SWIFT_NAME(isDeleted);
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic, getter=isFault, readonly) BOOL fault NS_SWIFT_NAME(isFault);
@property (nonatomic, readonly) BOOL hasPersistentChangedValues;
@property (nonatomic, readonly) NSUInteger faultingState;
- (BOOL)hasFaultForRelationshipNamed:(NSString *)key;
- (void)willAccessValueForKey:(nullable NSString *)key NS_SWIFT_NAME(willAccessValue(forKey:));
- (void)didAccessValueForKey:(nullable NSString *)key NS_SWIFT_NAME(didAccessValue(forKey:));
- (void)willChangeValueForKey:(NSString *)key NS_SWIFT_NAME(willChangeValue(forKey:));
- (void)didChangeValueForKey:(NSString *)key NS_SWIFT_NAME(didChangeValue(forKey:));
- (nullable id)valueForKey:(NSString *)key NS_SWIFT_NAME(value(forKey:));
- (void)setValue:(nullable id)value forKey:(NSString *)key NS_SWIFT_NAME(setValue(_:forKey:));
- (nullable id)primitiveValueForKey:(NSString *)key NS_SWIFT_NAME(primitiveValue(forKey:));
- (void)setPrimitiveValue:(nullable id)value forKey:(NSString *)key NS_SWIFT_NAME(setPrimitiveValue(_:forKey:));
- (NSDictionary<NSString *, id> *)committedValuesForKeys:(nullable NSArray<NSString *> *)keys NS_SWIFT_NAME(committedValues(forKeys:));
- (NSDictionary<NSString *, id> *)changedValues;
- (NSDictionary<NSString *, id> *)changedValuesForCurrentEvent;
- (void)awakeFromFetch;
- (void)awakeFromInsert;
- (void)prepareForDeletion;
- (void)willSave;
- (void)didSave;
- (void)willTurnIntoFault;
- (void)didTurnIntoFault;
@end
NS_ASSUME_NONNULL_END
