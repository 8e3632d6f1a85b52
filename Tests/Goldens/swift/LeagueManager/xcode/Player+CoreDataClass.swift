// Player+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Player+CoreDataProperties.swift.
import CoreData
import Foundation

typealias PlayerCoreDataClassSet = NSSet

/// The class of the `Player` entity.
@objc(Player)
class Player: Person {
}
