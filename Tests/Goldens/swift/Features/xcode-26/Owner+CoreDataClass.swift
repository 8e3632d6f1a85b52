// Owner+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Owner+CoreDataProperties.swift.
public import CoreData
public import Foundation

public typealias OwnerCoreDataClassSet = NSSet

/// The class of the `Owner` entity.
@objc(Owner)
public class Owner: NSManagedObject {
}
