// BookCategory.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _BookCategory.swift.
import CoreData
import Foundation

/// The class of the `BookCategory` entity.
@objc(BookCategory)
open class BookCategory: _BookCategory {
}
