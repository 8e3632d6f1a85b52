// What changed between two model versions, entity by entity, as far as the
// version hashes see it: the entities whose hash differs (exactly the ones a
// store written by one needs migrated to open with the other) and, for each,
// the hashed facts that differ.

/// One entity whose version hash differs between two model versions.
///
/// For example, `Book: changed: attribute \`title\`: optional → required`.
public struct EntityHashChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// In the newer version only.
        case added
        /// In the older version only.
        case removed
        /// In both, with different hashes.
        case changed
    }

    public let entity: String
    public let kind: Kind
    /// What differs, one readable line each (for `changed`).
    public let details: [String]

    /// The entities whose hashes differ from `old` to `new`, sorted by name.
    public static func between(_ old: ModelVersionHashes, _ new: ModelVersionHashes) -> [EntityHashChange] {
        var changes: [EntityHashChange] = []
        for entity in new.entities {
            guard let before = old.entity(named: entity.name) else {
                changes.append(EntityHashChange(entity: entity.name, kind: .added, details: []))
                continue
            }
            if before.hash != entity.hash {
                changes.append(EntityHashChange(entity: entity.name, kind: .changed, details: differences(before, entity)))
            }
        }
        for entity in old.entities where new.entity(named: entity.name) == nil {
            changes.append(EntityHashChange(entity: entity.name, kind: .removed, details: []))
        }
        return changes.sorted { CocoaStringOrder.precedes($0.entity, $1.entity) }
    }

    /// The hashed facts that differ between two hashes of one entity.
    static func differences(_ old: EntityVersionHash, _ new: EntityVersionHash) -> [String] {
        var lines: [String] = []
        if old.isAbstract != new.isAbstract { lines.append(new.isAbstract ? "became abstract" : "is no longer abstract") }
        if old.parent != new.parent { lines.append("parent \(describe(old.parent)) → \(describe(new.parent))") }
        if old.versionHashModifier != new.versionHashModifier {
            lines.append("versionHashModifier \(describe(old.versionHashModifier)) → \(describe(new.versionHashModifier))")
        }
        if old.constraints != new.constraints {
            lines.append("uniqueness constraints [\(old.constraints.joined(separator: ", "))] → [\(new.constraints.joined(separator: ", "))]")
        }
        for property in new.properties {
            guard let before = old.property(named: property.name) else {
                lines.append("\(property.kind.rawValue) `\(property.name)` added")
                continue
            }
            if before.hash != property.hash {
                lines.append("\(property.kind.rawValue) `\(property.name)`: " + property.differences(from: before).joined(separator: ", "))
            }
        }
        for property in old.properties where new.property(named: property.name) == nil {
            lines.append("\(property.kind.rawValue) `\(property.name)` removed")
        }
        if lines.isEmpty, let parent = new.parent, old.parent == parent {
            lines.append("parent `\(parent)` changed")
        }
        return lines
    }

    private static func describe(_ value: String?) -> String {
        value.map { "`\($0)`" } ?? "none"
    }
}

extension PropertyVersionHash {
    /// The hashed facts that differ from `old`, readable.
    func differences(from old: PropertyVersionHash) -> [String] {
        var lines: [String] = []
        func note<T: Equatable>(_ label: String, _ before: T, _ after: T, _ show: (T) -> String) {
            if before != after { lines.append("\(label) \(show(before)) → \(show(after))") }
        }
        let text: (String?) -> String = { $0.map { "'\($0)'" } ?? "none" }
        if old.kind != kind { lines.append("\(old.kind.rawValue) → \(kind.rawValue)") }
        if old.isOptional != isOptional { lines.append(isOptional ? "required → optional" : "optional → required") }
        note("type", old.attributeType, attributeType, text)
        note("versionHashModifier", old.versionHashModifier, versionHashModifier, text)
        note("external storage", old.allowsExternalBinaryDataStorage, allowsExternalBinaryDataStorage) { $0 ? "on" : "off" }
        note("preserve after deletion", old.preservesValueInHistoryOnDeletion, preservesValueInHistoryOnDeletion) { $0 ? "on" : "off" }
        note("destination", old.destination, destination, text)
        note("inverse", old.inverse, inverse, text)
        note("minCount", old.minCount, minCount) { "\($0)" }
        note("maxCount", old.maxCount, maxCount) { "\($0)" }
        note("ordered", old.isOrdered, isOrdered) { $0 ? "yes" : "no" }
        return lines.isEmpty ? ["hash changed"] : lines
    }
}
