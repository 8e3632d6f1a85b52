// The answer for one entity: does the store keep its hash when SwiftData opens
// it with the generated classes, and if not, what changes and why.

/// Whether SwiftData derives `entity` with the model's version hash.
///
/// For example, `Book` with an ordered `chapters`: `keepsHash` false, one
/// difference (`chapters`: "ordered → unordered") explained by the loss
/// `swiftdata-ordered-relationship`, `needsMigration` true.
public struct SwiftDataHashVerdict: Sendable {
    public let entity: String
    /// The model's own hash (base64), as a store written with it records it.
    public let modelHash: String
    /// The derived entity's hash; nil when no class can carry the entity.
    public let derivedHash: String?
    /// What differs, property by property (empty when the hash is kept).
    public let differences: [SwiftDataHashDifference]

    /// Whether a store written with the model opens with the classes as is.
    public var keepsHash: Bool { derivedHash == modelHash }

    /// Whether every difference is one SwiftData cannot avoid (or the
    /// deployment target decides), none that another declaration would keep.
    public var isUnavoidable: Bool {
        differences.allSatisfy { difference in
            !difference.losses.isEmpty && difference.losses.allSatisfy { $0.remedy != .declaration }
        }
    }
}
