// The protocol that `@Model` adds to a class.
import Foundation
import Observation

/// An interface that enables SwiftData to manage a Swift class as a stored model.
/// As Apple's: a class, Observable, Hashable (identity), Identifiable (by
/// `persistentModelID` unless the class declares its own `id`). Apple's also requires
/// `init(backingData:)`, which its `@Model` adds; the stand-in leaves it out (see
/// PersistentModelMacro.swift).
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    var persistentBackingData: any BackingData<Self> { get set }
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    public var persistentBackingData: any BackingData<Self> {
        get { _standInOnly() }
        set { _standInOnly() }
    }
    public static var schemaMetadata: [Schema.PropertyMetadata] { [] }
    public var modelContext: ModelContext? { _standInOnly() }
    public var persistentModelID: PersistentIdentifier { _standInOnly() }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var id: PersistentIdentifier { persistentModelID }
    public var hasChanges: Bool { _standInOnly() }
    public var isDeleted: Bool { _standInOnly() }
}

/// An interface for providing in-memory storage for a persistent model.
public protocol BackingData<Model> {
    associatedtype Model: PersistentModel
}

/// A collection of related models (`[T]` and `[T]?` in a relationship).
public protocol RelationshipCollection {
    associatedtype PersistentElement: PersistentModel
}

extension Array: RelationshipCollection where Element: PersistentModel {
    public typealias PersistentElement = Element
}

extension Optional: RelationshipCollection where Wrapped: Sequence, Wrapped.Element: PersistentModel {
    public typealias PersistentElement = Wrapped.Element
}
