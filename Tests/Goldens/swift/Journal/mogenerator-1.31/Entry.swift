// Entry.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Entry.swift.
import CoreData
import Foundation

/// The class of the `Entry` entity.
@objc(Entry)
open class Entry: _Entry {
}
