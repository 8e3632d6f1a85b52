// Which entity of the older version each entity of the newer one continues,
// as Core Data's inferred mapping decides it (RenameMatcher: shared renaming
// identifiers, each defaulting to the entity's name).
import MomgenModel

/// Matches the entities of two versions.
struct EntityMatcher {
    /// Newer entity id → older entity id.
    let oldByNew: [Int: Int]
    /// Older entity ids no newer entity continues.
    let removed: [Int]
    /// Newer entity ids that continue no older entity.
    let added: [Int]
    /// Newer entities the "new identifier = old name" reading matches differently.
    let disagreements: [RenameDisagreement]

    init(old: ResolvedModel, new: ResolvedModel) {
        // Entity ids are their positions in `entities`.
        let matching = RenameMatching(old: old.entities.map(Self.key), new: new.entities.map(Self.key))
        oldByNew = matching.oldByNew
        removed = matching.removed
        added = matching.added
        disagreements = matching.disagreements
    }

    private static func key(_ entity: ResolvedEntity) -> RenameKey {
        RenameKey(name: entity.name, renamingIdentifier: entity.declared.renamingIdentifier, kind: "entity")
    }
}
