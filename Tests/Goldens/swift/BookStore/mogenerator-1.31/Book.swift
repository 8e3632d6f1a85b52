// Book.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Book.swift.
import CoreData
import Foundation

/// The class of the `Book` entity.
@objc(Book)
open class Book: _Book {
}
