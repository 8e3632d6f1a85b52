// What the store check finds (StoreCheck), as the renderers and CI read it.
import MomgenDDL

/// Where one store entity comes from: a bundle and the version of it whose
/// every entity hash the store holds.
public struct StoreEntityOrigin: Hashable, Sendable {
    public let bundle: String
    public let version: String
}

/// What a store is to a model.
public struct StoreCheckReport: Sendable {
    public let storePath: String
    public let metadata: StoreMetadata
    /// The version whose every entity hash equals the store's, with a tie
    /// broken by the store's version identifiers; nil when none matches, when
    /// the tie could not be broken, or when several bundles were given.
    public let storeVersion: String?
    /// Every version whose hashes equal the store's (one bundle given).
    public let matchingVersions: [String]
    /// The version the store was checked against (the app's model); with
    /// several bundles, their targets joined with " + ".
    public let modelVersion: String
    /// Whether Core Data opens the store with `modelVersion` without migrating.
    public let compatible: Bool
    /// The store was written by a version newer than the one the app opens it with.
    public let downgrade: Bool
    /// Each store entity's origin, nil when no version of any bundle wrote it.
    public let origins: [String: StoreEntityOrigin?]
    /// What changed from the writing version(s) to the target(s), as `momgen diff` reports it.
    public let changes: [ModelChange]
    /// Entities whose hashes differ between the store and `modelVersion`.
    public let entityChanges: [EntityHashChange]
    /// When no version of the bundle wrote the store: what changed from the
    /// store's own model (its Z_MODELCACHE) to `modelVersion`, as `momgen diff`
    /// reports it; nil when a version wrote it or the store has no model cache.
    public var ownModelChanges: [ModelChange]?
    /// The swiftdata layout's schema with the store's hashes (one bundle
    /// given): set by the command, which knows the layout's names.
    public var swiftDataSchema: StoreSwiftDataSchema?
    /// Things the reader should know: ties, downgrades, hashes of unknown encoding.
    public let caveats: [String]
    /// The version whose fresh DDL the store's schema was compared with
    /// (nil with several bundles: momgen builds no merged schema).
    public let schemaVersion: String?
    public let schema: StoreComparison?

    /// The entity names in `entityChanges`.
    public var changedEntities: [String] { entityChanges.map(\.entity) }
}
