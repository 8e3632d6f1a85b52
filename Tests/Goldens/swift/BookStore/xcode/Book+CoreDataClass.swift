// Book+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Book+CoreDataProperties.swift.
import CoreData
import Foundation

typealias BookCoreDataClassSet = NSSet

/// The class of the `Book` entity.
@objc(Book)
class Book: NSManagedObject {
}
