// Subtag+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Subtag+CoreDataProperties.swift.
import CoreData
import Foundation

typealias SubtagCoreDataClassSet = NSSet

/// The class of the `Subtag` entity.
@objc(Subtag)
class Subtag: NSManagedObject {
}
