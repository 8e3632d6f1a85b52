// Part.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Part.swift.
import CoreData
import Foundation

/// The class of the `Part` entity.
@objc(Part)
open class Part: _Part {
}
