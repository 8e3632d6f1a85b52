// Owner.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Owner.swift.
import CoreData
import Foundation

/// The class of the `Owner` entity.
@objc(Owner)
open class Owner: _Owner {
}
