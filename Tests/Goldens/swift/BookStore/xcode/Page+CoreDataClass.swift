// Page+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Page+CoreDataProperties.swift.
import CoreData
import Foundation

typealias PageCoreDataClassSet = NSSet

/// The class of the `Page` entity.
@objc(Page)
class Page: NSManagedObject {
}
