// Friend+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Friend+CoreDataProperties.swift.
import CoreData
import Foundation

typealias FriendCoreDataClassSet = NSSet

/// The class of the `Friend` entity.
@objc(Friend)
class Friend: NSManagedObject {
}
