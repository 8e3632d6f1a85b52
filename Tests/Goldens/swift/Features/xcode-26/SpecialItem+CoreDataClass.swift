// SpecialItem+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in SpecialItem+CoreDataProperties.swift.
public import CoreData
public import Foundation

public typealias SpecialItemCoreDataClassSet = NSSet

/// The class of the `SpecialItem` entity.
public class SpecialItem: Item {
}
