// Person.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in _Person.swift.
import CoreData
import Foundation

/// The class of the `Person` entity.
@objc(Person)
open class Person: _Person {
}
