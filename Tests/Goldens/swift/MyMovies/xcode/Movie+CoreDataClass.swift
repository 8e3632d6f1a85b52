// Movie+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Movie+CoreDataProperties.swift.
import CoreData
import Foundation

typealias MovieCoreDataClassSet = NSSet

/// The class of the `Movie` entity.
@objc(Movie)
class Movie: NSManagedObject {
}
