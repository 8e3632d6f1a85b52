// A relationship as mogenerator's templates see it:
// NSRelationshipDescription's keys plus mogenerator.m's
// `collectionClassName` category.
import MomgenModel

/// The template object for one relationship.
public final class RelationshipObject: MergeObject {
    unowned let model: MogeneratorModel
    let relationship: ResolvedRelationship

    init(model: MogeneratorModel, relationship: ResolvedRelationship) {
        self.model = model
        self.relationship = relationship
    }

    public var mergeDescription: String { "relationship \(relationship.name)" }
    private var declared: Relationship { relationship.declared }

    /// The collection class: NSSet/NSOrderedSet in Swift, with the
    /// destination as a generic argument in Objective-C from 1.30.
    private func collection(ordered: String, unordered: String) -> String {
        let base = declared.isOrdered ? ordered : unordered
        guard !model.settings.swift, model.settings.release.collectionsHaveGenerics else { return base }
        let destination = model.entity(relationship.destination)?.managedObjectClassName ?? "NSManagedObject"
        return base + "<\(destination)*>"
    }

    public func mergeValue(forKey key: String) -> MergeValue? {
        switch key {
        case "name": return .string(relationship.name)
        case "entity": return model.entity(relationship.owner).map { .object($0) } ?? .null
        case "destinationEntity": return model.entity(relationship.destination).map { .object($0) } ?? .null
        case "inverseRelationship":
            guard let inverse = relationship.inverse else { return .null }
            return model.entity(inverse.entity)?.relationship(named: inverse.name).map { .object($0) } ?? .null
        case "isToMany", "toMany": return .bool(declared.isToMany)
        case "isOrdered", "ordered", "jr_isOrdered": return .bool(declared.isOrdered)
        case "isOptional", "optional": return .bool(declared.isOptional || model.settings.release.everyPropertyIsOptional)
        case "isTransient", "transient": return .bool(declared.isTransient)
        case "minCount": return .number(Double(declared.minCount ?? 0))
        case "maxCount": return .number(Double(declared.maxCount ?? (declared.isToMany ? 0 : 1)))
        case "userInfo": return userInfoValue(declared.userInfo)
        case "renamingIdentifier": return stringValue(declared.renamingIdentifier)
        case "mutableCollectionClassName": return .string(collection(ordered: "NSMutableOrderedSet", unordered: "NSMutableSet"))
        case "immutableCollectionClassName": return .string(collection(ordered: "NSOrderedSet", unordered: "NSSet"))
        default: return nil
        }
    }
}
