// Tag+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Tag+CoreDataProperties.swift.
import CoreData
import Foundation

typealias TagCoreDataClassSet = NSSet

/// The class of the `Tag` entity.
@objc(Tag)
class Tag: NSManagedObject {
}
