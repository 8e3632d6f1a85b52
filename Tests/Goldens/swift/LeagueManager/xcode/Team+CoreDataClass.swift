// Team+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Team+CoreDataProperties.swift.
import CoreData
import Foundation

typealias TeamCoreDataClassSet = NSSet

/// The class of the `Team` entity.
@objc(Team)
class Team: NSManagedObject {
}
