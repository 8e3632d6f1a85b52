// The schema: the models of one version of an app's store.
import Foundation

/// An object that maps model classes to data in the model store.
public final class Schema: Hashable, Codable, @unchecked Sendable {
    /// A semantic version of a schema.
    public struct Version: Codable, Comparable, CustomStringConvertible, Hashable, Sendable {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The metadata `@Model` records for each stored property.
    public struct PropertyMetadata {
        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {}
    }

    public var version: Version { _standInOnly() }
    public var entities: [Entity] { _standInOnly() }

    public init() {}
    public init(_ entities: Entity..., version: Version = Version(1, 0, 0)) {}
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {}
    #if !SWIFTDATA_BEFORE_IOS26
    /// From iOS 26 / macOS 26 only.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }
    #endif
    public convenience init(versionedSchema: any VersionedSchema.Type) { self.init() }
    public init(from decoder: any Decoder) throws { _standInOnly() }
    public func encode(to encoder: any Encoder) throws { _standInOnly() }
    public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// An object that provides a blueprint for the associated model class.
    public final class Entity: Hashable, Codable {
        public var name: String
        public var uniquenessConstraints: [[String]] { _standInOnly() }
        public init(_ name: String) { self.name = name }
        public init(_ name: String, properties: any SchemaProperty...) { self.name = name }
        public init(from decoder: any Decoder) throws { _standInOnly() }
        public func encode(to encoder: any Encoder) throws { _standInOnly() }
        public static func == (lhs: Entity, rhs: Entity) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
}

/// An interface for describing a property of a schema entity.
public protocol SchemaProperty: Codable, Hashable {
    var name: String { get set }
    var originalName: String { get set }
}
