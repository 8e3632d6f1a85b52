// `momgen diff`: the changes from one model version to another, entity by
// entity and property by property, with renaming identifiers followed as Core
// Data follows them, and for each change whether it changes a version hash
// and whether lightweight migration can infer it (LightweightRules).
import MomgenDiagnostics
import MomgenModel

/// Compares two resolved model versions.
public struct ModelDiff {
    public init() {}

    public func diff(from old: ResolvedModel, named oldName: String, to new: ResolvedModel, named newName: String) -> ModelDiffResult {
        let oldHashes = ModelVersionHashes(old), newHashes = ModelVersionHashes(new)
        var builder = DiffBuilder(old: old, new: new, oldHashes: oldHashes, newHashes: newHashes)
        builder.run()
        return ModelDiffResult(from: oldName, to: newName, changes: builder.changes,
                               migrationNeeded: oldHashes.base64ByEntity != newHashes.base64ByEntity)
    }
}

/// Collects the changes of one diff.
struct DiffBuilder {
    let old: ResolvedModel, new: ResolvedModel
    let oldHashes: ModelVersionHashes, newHashes: ModelVersionHashes
    let matcher: EntityMatcher
    private(set) var changes: [ModelChange] = []
    /// (entity, property, kind) already reported: a property inherited by
    /// several sub-entities is reported once, on the entity declaring it.
    private var reported = Set<String>()

    init(old: ResolvedModel, new: ResolvedModel, oldHashes: ModelVersionHashes, newHashes: ModelVersionHashes) {
        self.old = old
        self.new = new
        self.oldHashes = oldHashes
        self.newHashes = newHashes
        matcher = EntityMatcher(old: old, new: new)
    }

    mutating func run() {
        for entity in new.entities {
            if let previous = matcher.oldByNew[entity.id] {
                compareEntity(old.entities[previous], entity)
            } else {
                add(ModelChange(entity: entity.name, kind: .entityAdded, changesHash: true,
                                reason: "entity \(entity.name) added", location: new.location(entity.declared.location)))
            }
        }
        checkMergedHierarchies()
        for id in matcher.removed {
            let entity = old.entities[id]
            let lookAlike = matcher.added.first { Self.shape(of: new.entities[$0]) == Self.shape(of: entity) && !Self.shape(of: entity).isEmpty }
            if let lookAlike {
                let (reason, fix) = LightweightRules.looksRenamed("entity \(entity.name)", to: new.entities[lookAlike].name, oldName: entity.name)
                add(ModelChange(entity: entity.name, kind: .entityRemoved, changesHash: true, dataAtRisk: true, reason: reason,
                                fix: fix, location: old.location(entity.declared.location)))
            } else if entity.isAbstract {
                // An abstract entity has no objects of its own; what its
                // sub-entities inherited from it is compared on them.
                add(ModelChange(entity: entity.name, kind: .entityRemoved, changesHash: true,
                                reason: "abstract entity \(entity.name) removed (it holds no objects of its own)", location: old.location(entity.declared.location)))
            } else {
                add(ModelChange(entity: entity.name, kind: .entityRemoved, changesHash: true, dataAtRisk: true,
                                reason: LightweightRules.removed("entity \(entity.name)"), location: old.location(entity.declared.location)))
            }
        }
        addUnexplainedHashChanges()
    }

    // MARK: Entities

    private mutating func compareEntity(_ before: ResolvedEntity, _ after: ResolvedEntity) {
        let location = new.location(after.declared.location)
        if before.name != after.name {
            add(ModelChange(entity: after.name, kind: .entityRenamed, changesHash: true,
                            reason: "entity \(before.name) renamed to \(after.name) through its renaming identifier", location: location))
        }
        if before.isAbstract != after.isAbstract {
            if after.isAbstract {
                let (reason, fix) = LightweightRules.becameAbstract(after.name)
                add(ModelChange(entity: after.name, kind: .entityAbstractChanged, changesHash: true, inferable: false,
                                dataAtRisk: true, reason: reason, fix: fix, location: location))
            } else {
                add(ModelChange(entity: after.name, kind: .entityAbstractChanged, changesHash: true,
                                reason: "entity \(after.name) is no longer abstract", location: location))
            }
        }
        let oldParent = before.parent.map { old.entities[$0].name }
        let newParentContinues = after.parent.flatMap { matcher.oldByNew[$0] }.map { old.entities[$0].name }
        if oldParent != newParentContinues {
            let parent = after.parent.map { new.entities[$0].name }
            add(ModelChange(entity: after.name, kind: .entityHierarchyChanged, changesHash: true,
                            reason: "entity \(after.name)'s parent changed from \(oldParent ?? "none") to \(parent ?? "none"); new parents and moves out of a hierarchy are inferred",
                            location: location))
        }
        if before.declared.versionHashModifier != after.declared.versionHashModifier {
            add(ModelChange(entity: after.name, kind: .entityHashModifierChanged, changesHash: true,
                            reason: "entity \(after.name)'s version hash modifier changed: this forces a migration with no schema change", location: location))
        }
        let oldConstraints = Set(before.declared.uniquenessConstraints.map { $0.properties.joined(separator: ",") })
        let newConstraints = Set(after.declared.uniquenessConstraints.map { $0.properties.joined(separator: ",") })
        if oldConstraints != newConstraints {
            let added = newConstraints.subtracting(oldConstraints).sorted()
            add(ModelChange(entity: after.name, kind: .entityConstraintsChanged, changesHash: true,
                            reason: "entity \(after.name)'s uniqueness constraints changed" + (added.isEmpty ? "" : "; the migration fails if rows already in the store break the new constraint [\(added.joined(separator: "; "))]"),
                            fix: added.isEmpty ? nil : "make sure existing data is unique first (a custom stage can deduplicate it)", location: location))
        }
        compareProperties(before, after)
    }

    /// Entities that came from separate hierarchies and now share one.
    private mutating func checkMergedHierarchies() {
        var oldRootsByNewRoot: [Int: Set<Int>] = [:]
        for (newID, oldID) in matcher.oldByNew {
            oldRootsByNewRoot[new.entities[newID].root, default: []].insert(old.entities[oldID].root)
        }
        for (root, oldRoots) in oldRootsByNewRoot.sorted(by: { $0.key < $1.key }) where oldRoots.count > 1 {
            let members = matcher.oldByNew.keys.filter { new.entities[$0].root == root }.sorted().map { new.entities[$0].name }
            let (reason, fix) = LightweightRules.mergedHierarchies(new.entities[root].name, members)
            add(ModelChange(entity: new.entities[root].name, kind: .entityHierarchyChanged, changesHash: true, inferable: false,
                            reason: reason, fix: fix, location: new.location(new.entities[root].declared.location)))
        }
    }

    /// A hash that changed with no change above explaining it (on the entity
    /// or an ancestor): reported with the hashed facts that differ.
    private mutating func addUnexplainedHashChanges() {
        let explained = Set(changes.map(\.entity))
        for entity in new.entities {
            guard let previous = matcher.oldByNew[entity.id],
                  let before = oldHashes.entity(named: old.entities[previous].name),
                  let after = newHashes.entity(named: entity.name), before.hash != after.hash else { continue }
            let lineage = [entity.name] + entity.ancestors.map { new.entities[$0].name }
            guard !lineage.contains(where: explained.contains) else { continue }
            let details = EntityHashChange.differences(before, after)
            add(ModelChange(entity: entity.name, kind: .otherHashChange, changesHash: true,
                            reason: "entity \(entity.name)'s version hash changed: " + details.joined(separator: "; "),
                            location: new.location(entity.declared.location)))
        }
    }

    // MARK: Helpers

    /// Persistent (name, type) pairs: two entities of the same shape look like a rename.
    static func shape(of entity: ResolvedEntity) -> [String] {
        (entity.attributes.filter { !$0.declared.isTransient }.map { "a:\($0.name):\($0.declared.type.xcodeName)" }
            + entity.relationships.filter { !$0.declared.isTransient }.map { "r:\($0.name)" }).sorted()
    }

    mutating func add(_ change: ModelChange) {
        let key = "\(change.entity)\u{0}\(change.property ?? "")\u{0}\(change.kind.rawValue)"
        guard reported.insert(key).inserted else { return }
        changes.append(change)
    }
}
