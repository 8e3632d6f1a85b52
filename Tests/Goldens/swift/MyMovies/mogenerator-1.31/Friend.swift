// Friend.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Friend.swift.
import CoreData
import Foundation

/// The class of the `Friend` entity.
@objc(Friend)
open class Friend: _Friend {
}
