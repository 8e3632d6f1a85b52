// Player.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Player.swift.
import CoreData
import Foundation

/// The class of the `Player` entity.
@objc(Player)
open class Player: _Player {
}
