// Team.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Team.swift.
import CoreData
import Foundation

/// The class of the `Team` entity.
@objc(Team)
open class Team: _Team {
}
