// One entity's version hash: the 32 bytes Core Data stores per entity in
// every SQLite store and momc writes into VersionInfo.plist, with the facts
// that went into it and what the encoding cannot cover with certainty.

/// The version hash of one entity.
///
/// `E = SHA256(name ‖ u8(isAbstract) ‖ [parent's E] ‖ H(p₁) ‖ … ‖
/// [versionHashModifier] ‖ c₁ ‖ …)` over every persistent property, inherited
/// ones included, sorted by name, and the entity's uniqueness constraints.
public struct EntityVersionHash: Hashable, Sendable {
    public let name: String
    public let isAbstract: Bool
    /// The parent entity's name, when it has one.
    public let parent: String?
    public let versionHashModifier: String?
    /// Each uniqueness constraint's property names joined with `.`, sorted.
    public let constraints: [String]
    /// Every persistent property (inherited too), sorted as hashed.
    public let properties: [PropertyVersionHash]
    /// The 32-byte SHA-256.
    public let hash: [UInt8]
    /// Why this hash may differ from Core Data's, one reason each (for
    /// example "derived attribute `total`"); empty when the encoding is
    /// known to cover everything in the entity.
    public let inexactReasons: [String]

    /// The hash in base64, as stores and `VersionInfo.plist` show it.
    public var base64: String { Base64.encode(hash) }

    /// Whether the hash is computed from an encoding verified for everything
    /// the entity holds.
    public var isExact: Bool { inexactReasons.isEmpty }

    /// The property called `name`, if it is persistent.
    public func property(named name: String) -> PropertyVersionHash? {
        properties.first { $0.name == name }
    }
}
