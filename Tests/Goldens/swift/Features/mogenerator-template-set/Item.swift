// Item.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Item.swift.
import CoreData
import Foundation
import MyKit
import OtherKit

/// The class of the `Item` entity.
open class Item: _Item {
}
