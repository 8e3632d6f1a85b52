// Address.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Address.swift.
import CoreData
import Foundation

/// The class of the `Address` entity.
@objc(Address)
open class Address: _Address {
}
