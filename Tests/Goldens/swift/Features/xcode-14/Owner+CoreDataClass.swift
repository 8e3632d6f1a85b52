// Owner+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Owner+CoreDataProperties.swift.
import CoreData
import Foundation

/// The class of the `Owner` entity.
@objc(Owner)
public class Owner: NSManagedObject {
}
