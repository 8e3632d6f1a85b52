// Subtag+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Subtag+CoreDataProperties.swift.
public import CoreData
public import Foundation

public typealias SubtagCoreDataClassSet = NSSet

/// The class of the `Subtag` entity.
@objc(Subtag)
public class Subtag: NSManagedObject {
}
