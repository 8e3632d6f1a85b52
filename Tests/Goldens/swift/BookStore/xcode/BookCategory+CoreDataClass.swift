// BookCategory+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in BookCategory+CoreDataProperties.swift.
import CoreData
import Foundation

typealias BookCategoryCoreDataClassSet = NSSet

/// The class of the `BookCategory` entity.
@objc(BookCategory)
class BookCategory: NSManagedObject {
}
