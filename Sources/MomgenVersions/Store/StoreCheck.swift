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

    /// Checks a store against one or more bundles whose models the app
    /// merges; `ownModel`, the store's model cache, decides where hashes
    /// cannot (one bundle given).
    public func check(storePath: String, metadata: StoreMetadata, snapshot: StoreSnapshot, bundles: [CheckableBundle],
                      ownModel: StoreOwnModel? = nil) -> StoreCheckReport {
        let identifiers = Set(metadata.versionIdentifiers.filter { !$0.isEmpty })
        var caveats: [String] = []
        var origins: [String: StoreEntityOrigin?] = Dictionary(uniqueKeysWithValues: metadata.entityHashes.keys.map { ($0, nil) })
        var changes: [ModelChange] = []
        var entityChanges: [EntityHashChange] = []
        var downgrade = false
        var storeVersion: String?, matchingVersions: [String] = []
        var writers: [(bundle: CheckableBundle, writer: CheckableVersion)] = []
        var targetHashes: [String: String] = [:]
        var editedInPlace = false, editedVersion: String?

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
            var (writer, why) = Self.writer(among: candidates, identifiers: identifiers)
            if writer == nil, let ownModel, let (own, reason) = Self.writer(among: candidates, ownModel: ownModel) {
                (writer, why) = (own, reason)
            }
            if let why { caveats.append(label + why) }
            if bundles.count == 1, let ownModel, let found = writer, let reason = Self.editedInPlace(found, ownModel: ownModel) {
                // The hashes name a version the store's own model is not.
                editedInPlace = true
                editedVersion = found.version.name
                caveats.append(reason)
            }
            if bundles.count == 1, let writer, !editedInPlace, whole.contains(where: { $0.version.name == writer.version.name }) {
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
        // No version wrote the store (or one edited in place since): its own
        // model says what changed, for the entities this bundle has.
        var ownDiff: ModelDiffResult?
        if bundles.count == 1, let bundle = bundles.first, let ownModel, storeVersion == nil, writers.isEmpty || editedInPlace {
            let (own, foreign) = ownModel.restricted(to: bundle)
            ownDiff = ModelDiff().diff(from: own, named: "the store's own model", to: bundle.target.model, named: bundle.target.version.name)
            if !foreign.isEmpty {
                let other = Set(foreign)
                entityChanges = entityChanges.map { change in
                    guard change.kind == .removed, other.contains(change.entity) else { return change }
                    return EntityHashChange(entity: change.entity, kind: .removed, details: ["in the store's own model and in no version of this bundle: another model's entity (give every bundle the app merges), or removed from this one"])
                }
                caveats.append("the store's own model has \(foreign.count == 1 ? "an entity" : "entities") no version of this bundle has (\(foreign.joined(separator: ", "))): written by another model the app merges into the same store (give every bundle), or removed from this one; not reported as removals")
            }
            if let ownDiff { entityChanges = entityChanges.map { Self.explained($0, by: ownDiff) } }
        }
        return StoreCheckReport(
            storePath: storePath, metadata: metadata, storeVersion: storeVersion, matchingVersions: matchingVersions,
            modelVersion: bundles.map(\.target.version.name).joined(separator: " + "), compatible: compatible,
            downgrade: downgrade, origins: origins, changes: compatible ? [] : ordered,
            entityChanges: compatible ? [] : Self.unique(entityChanges), caveats: caveats,
            schemaVersion: schemaVersion, schema: schema, ownModelDiff: ownDiff,
            editedInPlaceVersion: editedVersion
        )
    }

    /// Among versions with equal hashes, the one the store's own model is
    /// (its other fields decide); nil unless exactly one.
    static func writer(among matching: [CheckableVersion], ownModel: StoreOwnModel) -> (CheckableVersion, String)? {
        guard matching.count > 1 else { return nil }
        let same = matching.filter { ownModel.differences($0.model).isEmpty }
        guard same.count == 1, let writer = same.first else { return nil }
        let names = matching.map { "'\($0.version.name)'" }.joined(separator: ", ")
        return (writer, "versions \(names) have equal hashes; the store's own model (its Z_MODELCACHE) is '\(writer.version.name)'")
    }

    /// Why `version`, whose hashes the store holds, did not write it as it
    /// is now: the store's own model differs from it where hashes do not
    /// look (a delete rule, an index); nil when they are the same.
    static func editedInPlace(_ version: CheckableVersion, ownModel: StoreOwnModel) -> String? {
        let differences = ownModel.differences(version.model)
        guard !differences.isEmpty else { return nil }
        let shown = differences.prefix(3).joined(separator: "; ") + (differences.count > 3 ? "; and \(differences.count - 3) more" : "")
        return "'\(version.version.name)' has the store's entity hashes, but the store's own model (its Z_MODELCACHE) differs from it where hashes do not look (\(shown)): '\(version.version.name)' was edited in place after it wrote the store, so no version of the bundle is the writer as it is now"
    }

    /// An entity-level change from the hashes, with what changed from the
    /// store's own model instead of "not known".
    static func explained(_ change: EntityHashChange, by diff: ModelDiffResult) -> EntityHashChange {
        guard change.kind == .changed else { return change }
        let reasons = diff.changes.filter { $0.entity == change.entity }.map(\.reason)
        let hashes = change.details.first.map { $0.components(separatedBy: ";").first ?? $0 }.map { [$0] } ?? []
        let details = reasons.isEmpty
            ? hashes + ["the store's own model (its Z_MODELCACHE) shows no change here, so the difference may be in how momgen hashes"]
            : hashes + reasons
        return EntityHashChange(entity: change.entity, kind: change.kind, details: details)
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
