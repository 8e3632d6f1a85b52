// Part+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Part+CoreDataProperties.swift.
import CoreData
import Foundation

typealias PartCoreDataClassSet = NSSet

/// The class of the `Part` entity.
@objc(Part)
class Part: NSManagedObject {
}
