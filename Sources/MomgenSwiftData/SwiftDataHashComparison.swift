// Compares a model version's entity hashes with those of the entities
// SwiftData derives from the generated classes, with momgen's own hasher on
// both sides, and explains each difference by the facts that went into the
// two hashes and the losses the derivation recorded.
import MomgenModel
import MomgenVersions

/// Compares model and derived entity hashes.
struct SwiftDataHashComparison {
    let model: ResolvedModel
    let derived: SwiftDataDerivedModel

    func verdicts() -> [SwiftDataHashVerdict] {
        let original = ModelVersionHashes(model)
        let derivedModel = Resolver().resolve(derived.model)
        let copies = ModelVersionHashes(derivedModel)
        return original.entities.map { entity in
            guard let copy = copies.entity(named: entity.name) else {
                return SwiftDataHashVerdict(entity: entity.name, modelHash: entity.base64, derivedHash: nil, differences: [
                    SwiftDataHashDifference(property: nil, change: "no class carries the entity", losses: losses(entity.name, property: nil)),
                ])
            }
            let differences = copy.hash == entity.hash ? [] : compare(entity, copy)
            return SwiftDataHashVerdict(entity: entity.name, modelHash: entity.base64, derivedHash: copy.base64, differences: differences)
        }
    }

    private func compare(_ entity: EntityVersionHash, _ copy: EntityVersionHash) -> [SwiftDataHashDifference] {
        var differences: [SwiftDataHashDifference] = []
        func add(_ property: String?, _ change: String, inverses: [String?] = []) {
            var reasons = losses(entity.name, property: property)
            for inverse in inverses.compactMap({ $0 }) {
                // A relationship's inverse can change because of its partner
                // (a one-sided or inferred inverse on the other side).
                reasons += derived.losses.filter { $0.property == inverse && $0.ruleID.hasSuffix("inverse") }
            }
            differences.append(SwiftDataHashDifference(property: property, change: change, losses: reasons))
        }
        if entity.isAbstract != copy.isAbstract { add(nil, "abstract \(yes(entity.isAbstract)) → \(yes(copy.isAbstract))") }
        if entity.parent != copy.parent { add(nil, "parent \(entity.parent ?? "none") → \(copy.parent ?? "none")") }
        if entity.versionHashModifier != copy.versionHashModifier { add(nil, "version hash modifier \(entity.versionHashModifier ?? "none") → \(copy.versionHashModifier ?? "none")") }
        if entity.constraints != copy.constraints {
            add(nil, "uniqueness constraints [\(entity.constraints.joined(separator: ", "))] → [\(copy.constraints.joined(separator: ", "))]")
        }
        let names = (entity.properties.map(\.name) + copy.properties.map(\.name)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for name in names {
            switch (entity.property(named: name), copy.property(named: name)) {
            case (_?, nil): add(name, "absent from the derived entity")
            case (nil, _?): add(name, "only in the derived entity")
            case let (mine?, theirs?) where mine.hash != theirs.hash:
                add(name, Self.changes(mine, theirs).joined(separator: ", "), inverses: [mine.inverse, theirs.inverse])
            default: break
            }
        }
        if differences.isEmpty, let parent = entity.parent {
            add(nil, "parent `\(parent)`'s hash changes")
        }
        return differences
    }

    /// The losses recorded for `entity.property`, for the entity itself, or
    /// for the same property on an ancestor (an inherited property).
    private func losses(_ entity: String, property: String?) -> [SwiftDataLoss] {
        var owners: Set<String> = [entity]
        if let resolved = model.entity(named: entity) {
            owners.formUnion(resolved.ancestors.map { model.entities[$0].name })
        }
        return derived.losses.filter { loss in
            guard owners.contains(loss.entity) else { return false }
            return loss.property == nil || loss.property == property
        }
    }

    /// The facts of two hashes of one property that differ.
    static func changes(_ mine: PropertyVersionHash, _ theirs: PropertyVersionHash) -> [String] {
        var changes: [String] = []
        func fact<T: Equatable>(_ label: String, _ a: T, _ b: T, _ text: (T) -> String) {
            if a != b { changes.append("\(label) \(text(a)) → \(text(b))") }
        }
        fact("kind", mine.kind, theirs.kind) { $0.rawValue }
        fact("optional", mine.isOptional, theirs.isOptional, yes)
        fact("type", mine.attributeType, theirs.attributeType) { $0 ?? "none" }
        fact("external storage", mine.allowsExternalBinaryDataStorage, theirs.allowsExternalBinaryDataStorage, yes)
        fact("preserve after deletion", mine.preservesValueInHistoryOnDeletion, theirs.preservesValueInHistoryOnDeletion, yes)
        fact("version hash modifier", mine.versionHashModifier, theirs.versionHashModifier) { $0 ?? "none" }
        fact("destination", mine.destination, theirs.destination) { $0 ?? "none" }
        fact("inverse", mine.inverse, theirs.inverse) { $0 ?? "none" }
        fact("minCount", mine.minCount, theirs.minCount) { String($0) }
        fact("maxCount", mine.maxCount, theirs.maxCount) { String($0) }
        fact("ordered", mine.isOrdered, theirs.isOrdered, yes)
        if changes.isEmpty, mine.attributeType == "Composite" { changes.append("composite members differ") }
        return changes
    }
}

private func yes(_ flag: Bool) -> String { flag ? "YES" : "NO" }
