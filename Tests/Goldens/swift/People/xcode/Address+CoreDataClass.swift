// Address+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Address+CoreDataProperties.swift.
import CoreData
import Foundation

typealias AddressCoreDataClassSet = NSSet

/// The class of the `Address` entity.
@objc(Address)
class Address: NSManagedObject {
}
