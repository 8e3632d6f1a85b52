// Entry+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Entry+CoreDataProperties.swift.
import CoreData
import Foundation

typealias EntryCoreDataClassSet = NSSet

/// The class of the `Entry` entity.
@objc(Entry)
class Entry: NSManagedObject {
}
