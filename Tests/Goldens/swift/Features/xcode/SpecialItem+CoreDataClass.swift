// SpecialItem+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in SpecialItem+CoreDataProperties.swift.
import CoreData
import Foundation

typealias SpecialItemCoreDataClassSet = NSSet

/// The class of the `SpecialItem` entity.
class SpecialItem: Item {
}
