// Movie.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Movie.swift.
import CoreData
import Foundation

/// The class of the `Movie` entity.
@objc(Movie)
open class Movie: _Movie {
}
