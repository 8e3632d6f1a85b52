// The store check: what a real Core Data store is to one or more model
// bundles — which version wrote it (ties between hash-equal versions broken by
// the store's NSStoreModelVersionIdentifiers), whether it opens without
// migration with the versions the app will use (by exactly Core Data's rule,
// over the merged model when several bundles are given), what changed if not
// (`momgen diff`'s rename-aware changes), whether it is a downgrade, and how
// its schema compares with the fresh DDL of the layout its framework writes.
import MomgenDDL
import MomgenModel

/// Runs the store check.
public struct StoreCheck {
    public init() {}

    /// Checks a store against the versions of one bundle.
    public func check(storePath: String, metadata: StoreMetadata, snapshot: StoreSnapshot,
                      versions: [CheckableVersion], modelVersion: CheckableVersion) -> StoreCheckReport {
        check(storePath: storePath, metadata: metadata, snapshot: snapshot,
              bundles: [CheckableBundle(path: "", versions: versions, target: modelVersion)])
    }

    /// Checks a store against one or more bundles whose models the app merges.
    public func check(storePath: String, metadata: StoreMetadata, snapshot: StoreSnapshot, bundles: [CheckableBundle]) -> StoreCheckReport {
        let identifiers = Set(metadata.versionIdentifiers.filter { !$0.isEmpty })
        var caveats: [String] = []
        var origins: [String: StoreEntityOrigin?] = Dictionary(uniqueKeysWithValues: metadata.entityHashes.keys.map { ($0, nil) })
        var changes: [ModelChange] = []
        var entityChanges: [EntityHashChange] = []
        var downgrade = false
        var storeVersion: String?, matchingVersions: [String] = []
        var writers: [(bundle: CheckableBundle, writer: CheckableVersion)] = []
        var targetHashes: [String: String] = [:]

        for bundle in bundles {
            let label = bundles.count > 1 ? "\(bundle.path): " : ""
            targetHashes.merge(bundle.target.version.hashes.base64ByEntity) { first, _ in first }
            // The versions every entity of which the store holds with the same hash.
            // Those holding every store entity come first; else (a store of a
            // merged model) those that explain the most store entities.
            let matching = bundle.versions.filter { version in
                !version.version.hashes.entities.isEmpty
                    && version.version.hashes.entities.allSatisfy { metadata.entityHashes[$0.name] == $0.base64 }
            }
            let whole = matching.filter { $0.version.hashes.base64ByEntity == metadata.entityHashes }
            let most = matching.map(\.version.hashes.entities.count).max() ?? 0
            let candidates = whole.isEmpty ? matching.filter { $0.version.hashes.entities.count == most } : whole
            if bundles.count == 1 { matchingVersions = whole.map(\.version.name) }
            let (writer, why) = Self.writer(among: candidates, identifiers: identifiers)
            if let why { caveats.append(label + why) }
            if bundles.count == 1, let writer, whole.contains(where: { $0.version.name == writer.version.name }) {
                storeVersion = writer.version.name
            }
            guard let writer = writer ?? candidates.last else {
                entityChanges += Self.changes(fromStore: metadata.entityHashes, to: bundle.target.version.hashes).filter { $0.kind != .removed }
                continue
            }
            writers.append((bundle, writer))
            for entity in writer.version.hashes.entities {
                origins[entity.name] = StoreEntityOrigin(bundle: bundle.path, version: writer.version.name)
            }
            let order = bundle.versions.map(\.version.name)
            if let from = order.firstIndex(of: writer.version.name), let to = order.firstIndex(of: bundle.target.version.name), from > to {
                downgrade = true
                caveats.append(label + "downgrade: the store was written by '\(writer.version.name)', a newer version than '\(bundle.target.version.name)'; an app build whose bundle ends at '\(bundle.target.version.name)' does not hold the model that wrote the store, so Core Data cannot migrate it and the store does not open")
            }
            entityChanges += EntityHashChange.between(writer.version.hashes, bundle.target.version.hashes)
            if writer.version.name != bundle.target.version.name {
                changes += ModelDiff().diff(from: writer.model, named: writer.version.name, to: bundle.target.model, named: bundle.target.version.name).changes
            }
        }

        let explained = Set(entityChanges.map(\.entity))
        for name in metadata.entityHashes.keys where targetHashes[name] == nil && !explained.contains(name) {
            entityChanges.append(EntityHashChange(entity: name, kind: .removed, details: ["in the store, not in the model"]))
        }
        // Core Data's rule: a hashes version it knows, the same entities, every hash equal.
        let knownHashesVersion = (metadata.hashesVersion ?? 3) <= 3
        let compatible = knownHashesVersion && targetHashes == metadata.entityHashes
        if !knownHashesVersion {
            caveats.append("the store records hashes version \(metadata.hashesVersion ?? 0); Core Data opens only version 3 or lower")
        }
        for name in metadata.entityHashes.keys.sorted(by: CocoaStringOrder.precedes) where origins[name] == nil && bundles.count > 1 {
            caveats.append("\(name): in the store, written by no version of the bundles given")
        }
        for bundle in bundles where !writers.contains(where: { $0.bundle.path == bundle.path }) {
            for entity in bundle.target.version.hashes.entities where !entity.isExact && metadata.entityHashes[entity.name] != entity.base64 {
                caveats.append("\(entity.name)'s hash is not exact (\(entity.inexactReasons.joined(separator: "; "))), so its difference may be momgen's")
            }
        }
        var schemaVersion: String?, schema: StoreComparison?
        if bundles.count == 1, let bundle = bundles.first {
            let compared = writers.first?.writer ?? bundle.target
            let layout = metadata.frameworkVersion.map { CoreDataLayout(frameworkVersion: $0) } ?? CoreDataLayout()
            schema = StoreComparator(layout: layout).compare(SchemaBuilder(layout: layout).build(compared.model), with: snapshot)
            schemaVersion = compared.version.name
        }
        let ordered = changes.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }.map(\.element)
        return StoreCheckReport(
            storePath: storePath, metadata: metadata, storeVersion: storeVersion, matchingVersions: matchingVersions,
            modelVersion: bundles.map(\.target.version.name).joined(separator: " + "), compatible: compatible,
            downgrade: downgrade, origins: origins, changes: compatible ? [] : ordered,
            entityChanges: compatible ? [] : Self.unique(entityChanges), caveats: caveats,
            schemaVersion: schemaVersion, schema: schema
        )
    }

    /// The version that wrote the store among those whose hashes it holds:
    /// the only one, or the one the store's `NSStoreModelVersionIdentifiers`
    /// names when several have equal hashes; else nil, and why.
    static func writer(among matching: [CheckableVersion], identifiers: Set<String>) -> (CheckableVersion?, String?) {
        guard matching.count > 1 else { return (matching.first, nil) }
        let names = matching.map { "'\($0.version.name)'" }.joined(separator: ", ")
        let named = matching.filter { $0.version.hashes.versionIdentifier.map(identifiers.contains) ?? false }
        if named.count == 1, let writer = named.first {
            return (writer, "versions \(names) have equal hashes; the store's version identifier '\(writer.version.hashes.versionIdentifier ?? "")' names '\(writer.version.name)'")
        }
        let recorded = identifiers.isEmpty ? "the store records no version identifier" : "the store's version identifiers (\(identifiers.sorted().map { "'\($0)'" }.joined(separator: ", "))) name \(named.isEmpty ? "none" : "several") of them"
        return (nil, "versions \(names) have equal hashes and \(recorded): which one wrote the store is not known (changes are computed from '\(matching.last?.version.name ?? "")')")
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

    /// Each entity once (the first bundle that explains it), sorted by name.
    private static func unique(_ changes: [EntityHashChange]) -> [EntityHashChange] {
        var seen = Set<String>()
        return changes.filter { seen.insert($0.entity).inserted }.sorted { CocoaStringOrder.precedes($0.entity, $1.entity) }
    }
}
