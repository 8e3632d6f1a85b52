// SpecialItem+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in SpecialItem+CoreDataProperties.swift.
import CoreData
import Foundation

/// The class of the `SpecialItem` entity.
public class SpecialItem: Item {
}
