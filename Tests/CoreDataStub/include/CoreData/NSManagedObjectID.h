// NSManagedObjectID.
#pragma once
#import <Foundation/Foundation.h>
#import <CoreData/NSFetchRequest.h>
NS_ASSUME_NONNULL_BEGIN
@class NSEntityDescription;
@interface NSManagedObjectID : NSObject <NSCopying, NSFetchRequestResult>
@property (readonly, strong) NSEntityDescription *entity;
@property (readonly, getter=isTemporaryID) BOOL temporaryID NS_SWIFT_NAME(isTemporaryID);
- (NSURL *)URIRepresentation NS_SWIFT_NAME(uriRepresentation());
@end
NS_ASSUME_NONNULL_END
