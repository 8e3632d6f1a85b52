// Part+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Part+CoreDataProperties.swift.
import CoreData
import Foundation

/// The class of the `Part` entity.
@objc(Part)
public class Part: NSManagedObject {
}
