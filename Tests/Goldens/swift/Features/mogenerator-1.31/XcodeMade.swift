// XcodeMade.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _XcodeMade.swift.
import CoreData
import Foundation

/// The class of the `XcodeMade` entity.
@objc(XcodeMade)
open class XcodeMade: _XcodeMade {
}
