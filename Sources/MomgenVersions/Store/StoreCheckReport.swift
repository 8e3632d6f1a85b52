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
    public var ownModelChanges: [ModelChange]? { ownModelDiff?.changes }
    /// The diff behind `ownModelChanges`.
    public let ownModelDiff: ModelDiffResult?
    /// The version whose hashes the store holds but which the store's own
    /// model is not (edited in place where hashes do not look); nil otherwise.
    public let editedInPlaceVersion: String?
    /// The swiftdata layout's schema with the store's hashes (one bundle
    /// given): set by the command, which knows the layout's names.
    public var swiftDataSchema: StoreSwiftDataSchema?
    /// Things the reader should know: ties, downgrades, hashes of unknown encoding.
    public let caveats: [String]
    /// The version whose fresh DDL the store's schema was compared with
    /// (nil with several bundles: momgen builds no merged schema).
    public let schemaVersion: String?
    public let schema: StoreComparison?

    public init(storePath: String, metadata: StoreMetadata, storeVersion: String?, matchingVersions: [String], modelVersion: String,
                compatible: Bool, downgrade: Bool, origins: [String: StoreEntityOrigin?], changes: [ModelChange],
                entityChanges: [EntityHashChange], caveats: [String], schemaVersion: String?, schema: StoreComparison?,
                ownModelDiff: ModelDiffResult?, editedInPlaceVersion: String?) {
        self.storePath = storePath
        self.metadata = metadata
        self.storeVersion = storeVersion
        self.matchingVersions = matchingVersions
        self.modelVersion = modelVersion
        self.compatible = compatible
        self.downgrade = downgrade
        self.origins = origins
        self.changes = changes
        self.entityChanges = entityChanges
        self.caveats = caveats
        self.schemaVersion = schemaVersion
        self.schema = schema
        self.ownModelDiff = ownModelDiff
        self.editedInPlaceVersion = editedInPlaceVersion
    }

    /// The entity names in `entityChanges`.
    public var changedEntities: [String] { entityChanges.map(\.entity) }
}
