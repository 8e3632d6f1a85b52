// Which entity of the older version each entity of the newer one continues,
// as Core Data's inferred mapping decides it: by the newer entity's renaming
// identifier when it names an older entity, otherwise by name.
import MomgenModel

/// Matches the entities of two versions.
struct EntityMatcher {
    /// Newer entity id → older entity id.
    let oldByNew: [Int: Int]
    /// Older entity ids no newer entity continues.
    let removed: [Int]
    /// Newer entity ids that continue no older entity.
    let added: [Int]

    init(old: ResolvedModel, new: ResolvedModel) {
        var oldByNew: [Int: Int] = [:]
        var taken = Set<Int>()
        for entity in new.entities {
            let candidates = [entity.declared.renamingIdentifier, entity.name].compactMap { $0 }
            if let match = candidates.lazy.compactMap({ old.entity(named: $0)?.id }).first(where: { !taken.contains($0) }) {
                oldByNew[entity.id] = match
                taken.insert(match)
            }
        }
        self.oldByNew = oldByNew
        removed = old.entities.map(\.id).filter { !taken.contains($0) }
        added = new.entities.map(\.id).filter { oldByNew[$0] == nil }
    }
}

/// Finds a property of an older entity by a newer property's renaming
/// identifier, or else by its name.
enum PropertyMatcher {
    static func key(_ name: String, renamingIdentifier: String?) -> [String] {
        [renamingIdentifier, name].compactMap { $0 }.filter { !$0.isEmpty }
    }
}
