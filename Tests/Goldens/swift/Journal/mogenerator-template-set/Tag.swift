// Tag.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Tag.swift.
import CoreData
import Foundation

/// The class of the `Tag` entity.
@objc(Tag)
open class Tag: _Tag {
}
