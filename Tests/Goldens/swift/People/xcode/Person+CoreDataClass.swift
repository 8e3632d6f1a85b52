// Person+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Person+CoreDataProperties.swift.
import CoreData
import Foundation

typealias PersonCoreDataClassSet = NSSet

/// The class of the `Person` entity.
@objc(Person)
class Person: NSManagedObject {
}
