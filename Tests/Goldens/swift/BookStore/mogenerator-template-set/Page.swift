// Page.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Page.swift.
import CoreData
import Foundation

/// The class of the `Page` entity.
@objc(Page)
open class Page: _Page {
}
