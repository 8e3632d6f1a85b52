// The identity of a stored model.

/// A type that describes the aggregate identity of a SwiftData model.
public struct PersistentIdentifier: Hashable, Identifiable, Comparable, Codable, Sendable {
    /// A type that represents the stable identity of a SwiftData model.
    public struct ID: Hashable, Sendable {}

    public var id: ID { _standInOnly() }
    public var entityName: String { _standInOnly() }
    public var storeIdentifier: String? { _standInOnly() }

    public init(from decoder: any Decoder) throws { _standInOnly() }
    public func encode(to encoder: any Encoder) throws { _standInOnly() }
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { _standInOnly() }
    public static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { _standInOnly() }
    public func hash(into hasher: inout Hasher) { _standInOnly() }
}
