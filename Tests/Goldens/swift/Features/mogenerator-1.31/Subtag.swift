// Subtag.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Subtag.swift.
import CoreData
import Foundation

/// The class of the `Subtag` entity.
@objc(Subtag)
open class Subtag: _Subtag {
}
