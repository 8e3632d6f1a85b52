// The store check: what a real Core Data store is to a model bundle — which
// version wrote it, whether it opens without migration with the version the
// app will use (by exactly Core Data's rule), what changed if not, and how its
// schema compares with the fresh DDL of the layout its framework writes.
import MomgenDDL
import MomgenModel

/// One model version as the store check needs it: hashes and resolved model.
public struct CheckableVersion: Sendable {
    public let version: NamedVersionHashes
    public let model: ResolvedModel

    public init(version: NamedVersionHashes, model: ResolvedModel) {
        self.version = version
        self.model = model
    }
}

/// What a store is to a model.
public struct StoreCheckReport: Sendable {
    public let storePath: String
    public let metadata: StoreMetadata
    /// The version whose every entity hash equals the store's (the last of
    /// them when several versions share their hashes), or nil.
    public let storeVersion: String?
    /// Every version whose hashes equal the store's.
    public let matchingVersions: [String]
    /// The version the store was checked against (the app's model).
    public let modelVersion: String
    /// Whether Core Data opens the store with `modelVersion` without migrating.
    public let compatible: Bool
    /// Entities whose hashes differ between the store and `modelVersion`.
    public let changes: [EntityHashChange]
    /// Why a difference may be momgen's and not the model's (entities whose
    /// hash the encoding does not cover with certainty), one line each.
    public let caveats: [String]
    /// The version whose fresh DDL the store's schema was compared with.
    public let schemaVersion: String
    public let schema: StoreComparison

    /// The entity names in `changes`.
    public var changedEntities: [String] { changes.map(\.entity) }
}

/// Runs the store check.
public struct StoreCheck {
    public init() {}

    /// Checks a store's metadata and schema against the versions of a bundle.
    ///
    /// - Parameters:
    ///   - versions: every version of the bundle, in natural order.
    ///   - modelVersion: the version the app opens the store with.
    public func check(storePath: String, metadata: StoreMetadata, snapshot: StoreSnapshot,
                      versions: [CheckableVersion], modelVersion: CheckableVersion) -> StoreCheckReport {
        let matching = versions.filter { $0.version.hashes.base64ByEntity == metadata.entityHashes }
        let writer = matching.last
        let target = modelVersion.version.hashes
        // Core Data's rule: a hashes version it knows, the same entities, every hash equal.
        let knownHashesVersion = (metadata.hashesVersion ?? 3) <= 3
        let compatible = knownHashesVersion && target.base64ByEntity == metadata.entityHashes
        let changes = writer.map { EntityHashChange.between($0.version.hashes, target) }
            ?? Self.changes(fromStore: metadata.entityHashes, to: target)
        var caveats: [String] = []
        if !knownHashesVersion {
            caveats.append("the store records hashes version \(metadata.hashesVersion ?? 0); Core Data opens only version 3 or lower")
        }
        if writer == nil {
            for change in changes {
                guard let entity = target.entity(named: change.entity), !entity.isExact else { continue }
                caveats.append("\(entity.name)'s hash is not exact (\(entity.inexactReasons.joined(separator: "; "))), so its difference may be momgen's")
            }
        }
        let compared = writer ?? modelVersion
        let layout = metadata.frameworkVersion.map { CoreDataLayout(frameworkVersion: $0) } ?? CoreDataLayout()
        let schema = StoreComparator(layout: layout).compare(SchemaBuilder(layout: layout).build(compared.model), with: snapshot)
        return StoreCheckReport(
            storePath: storePath, metadata: metadata, storeVersion: writer?.version.name,
            matchingVersions: matching.map(\.version.name), modelVersion: modelVersion.version.name,
            compatible: compatible, changes: compatible ? [] : changes, caveats: caveats,
            schemaVersion: compared.version.name, schema: schema
        )
    }

    /// The entity-level changes when no version of the bundle wrote the store:
    /// which entities differ, not what in them (the store's own model is not at hand).
    static func changes(fromStore stored: [String: String], to target: ModelVersionHashes) -> [EntityHashChange] {
        var changes: [EntityHashChange] = []
        for entity in target.entities {
            guard let hash = stored[entity.name] else {
                changes.append(EntityHashChange(entity: entity.name, kind: .added, details: ["not in the store"]))
                continue
            }
            if hash != entity.base64 {
                changes.append(EntityHashChange(entity: entity.name, kind: .changed, details: [
                    "hash \(hash) in the store, \(entity.base64) in the model; no version of the bundle wrote the store, so what changed is not known",
                ]))
            }
        }
        for name in stored.keys where target.entity(named: name) == nil {
            changes.append(EntityHashChange(entity: name, kind: .removed, details: ["in the store, not in the model"]))
        }
        return changes.sorted { CocoaStringOrder.precedes($0.entity, $1.entity) }
    }
}
