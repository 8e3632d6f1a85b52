// What the schema grouping needs to know of one model version. Plain values:
// the caller hashes (the planner: SwiftData's hashes of the version's
// classes), the grouping only compares.

/// One model version as the SwiftData schema grouping sees it.
///
/// For example, `SwiftDataVersionFacts(name: "Journal 2", userDefinedIdentifier: nil,
/// entityHashes: ["Entry": "3q2+…=", "Tag": "…"])`.
public struct SwiftDataVersionFacts: Sendable, Equatable {
    /// The version's folder name without `.xcdatamodel`.
    public let name: String
    /// The model's `userDefinedModelVersionIdentifier` (nil or empty when unset).
    public let userDefinedIdentifier: String?
    /// Entity name → entity version hash (base64) as SwiftData computes it
    /// from the version's classes. Two versions with equal maps are the same
    /// schema to SwiftData.
    public let entityHashes: [String: String]

    public init(name: String, userDefinedIdentifier: String?, entityHashes: [String: String]) {
        self.name = name
        self.userDefinedIdentifier = userDefinedIdentifier
        self.entityHashes = entityHashes
    }
}
