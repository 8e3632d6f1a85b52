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
        // A stable sort: within a group, the order the builder found them in.
        let ordered = builder.changes.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }.map(\.element)
        return ModelDiffResult(from: oldName, to: newName, changes: ordered,
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
        let older = old
        for disagreement in matcher.disagreements {
            let entity = new.entities[disagreement.new]
            reportReadings(disagreement, subject: "entity \(entity.name)", entity: entity.name, property: nil,
                           location: new.location(entity.declared.location)) {
                ("entity \(older.entities[$0].name)", older.entities[$0].declared.renamingIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? older.entities[$0].name)
            }
        }
        // Each shape computed once: removed entities look up added ones by it.
        var addedByShape: [[String]: Int] = [:]
        for id in matcher.added {
            let shape = Self.shape(of: new.entities[id])
            if !shape.isEmpty, addedByShape[shape] == nil { addedByShape[shape] = id }
        }
        for id in matcher.removed {
            let entity = old.entities[id]
            if let lookAlike = addedByShape[Self.shape(of: entity)] {
                let identifier = entity.declared.renamingIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? entity.name
                let (reason, fix) = LightweightRules.looksRenamed("entity \(entity.name)", to: new.entities[lookAlike].name, identifier: identifier)
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
        if before.declared.renamingIdentifier != after.declared.renamingIdentifier {
            add(ModelChange(entity: after.name, kind: .renamingIdentifierChanged, changesHash: false,
                            reason: LightweightRules.identifierChanged("entity \(after.name)", from: before.declared.renamingIdentifier,
                                                                       to: after.declared.renamingIdentifier), location: location))
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
        // A parent that is itself new (added with this version) continues
        // no old entity, yet it is a change of parent.
        let parentIsNew = after.parent != nil && newParentContinues == nil
        if oldParent != newParentContinues || parentIsNew {
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

    /// An item the two readings of renaming identifiers match differently
    /// (RenameMatcher): a data-at-risk warning naming both readings when the
    /// "new identifier names the old item" reading keeps data Apple's
    /// documented rule does not; a note when only Apple's rule keeps it.
    /// `old` describes an older item by its index: text and identifier.
    mutating func reportReadings(_ disagreement: RenameDisagreement, subject: String, entity: String, property: String?,
                                 location: SourceLocation, old: (Int) -> (text: String, identifier: String)) {
        func continues(_ index: Int?) -> String { index.map { "continues \(old($0).text)" } ?? "continues nothing (it is added)" }
        let reason = "renaming identifiers read two ways: by Apple's documented rule (a source and a destination that share the same identifier, each defaulting to its name) \(subject) \(continues(disagreement.documented)); "
            + "read as 'the new identifier names the old item' it \(continues(disagreement.byOldName)); momgen follows Apple's rule"
        let fix = disagreement.byOldName.map { "if \(subject) is to continue \(old($0).text), give it the renaming identifier '\(old($0).identifier)' so that both readings agree" }
        add(ModelChange(entity: entity, property: property, kind: .renamingReadingsDiffer, changesHash: false,
                        dataAtRisk: disagreement.byOldName != nil, reason: reason, fix: fix, location: location))
    }

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
