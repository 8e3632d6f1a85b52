// Stub of Apple's CoreData umbrella header: the API generated
// NSManagedObject subclasses and the apps using them call.
#import <Foundation/Foundation.h>
#import <CoreData/NSFetchRequest.h>
#import <CoreData/NSManagedObjectID.h>
#import <CoreData/NSManagedObject.h>
#import <CoreData/NSEntityDescription.h>
#import <CoreData/NSManagedObjectContext.h>
#import <CoreData/NSManagedObjectModel.h>
#import <CoreData/NSPersistentStoreCoordinator.h>
#import <CoreData/NSPersistentContainer.h>
