// Computes every entity's version hash of a resolved model. A sub-entity's
// hash includes its parent's, so parents are hashed first (by depth).
import Crypto
import MomgenModel

/// Hashes the entities of one resolved model.
struct EntityHasher {
    private let model: ResolvedModel

    init(_ model: ResolvedModel) {
        self.model = model
    }

    /// Every entity's hash, in model order.
    func hashAll() -> [EntityVersionHash] {
        var done = [EntityVersionHash?](repeating: nil, count: model.entities.count)
        var cache = PropertyHashCache()
        // Parents before children: sort by depth, which the reader bounds and
        // the resolver keeps free of cycles.
        for entity in model.entities.sorted(by: { $0.ancestors.count < $1.ancestors.count }) {
            done[entity.id] = hash(entity, parentHash: entity.parent.flatMap { done[$0]?.hash }, cache: &cache)
        }
        return done.compactMap { $0 }
    }

    private func hash(_ entity: ResolvedEntity, parentHash: [UInt8]?, cache: inout PropertyHashCache) -> EntityVersionHash {
        var reasons: [String] = []
        var properties: [PropertyVersionHash] = []
        // A property is hashed as its declaring entity declares it, so an
        // inherited one is hashed once and reused by every sub-entity.
        for attribute in entity.attributes where !attribute.declared.isTransient {
            let key = PropertyHashCache.Key(owner: attribute.owner, name: attribute.name, isAttribute: true)
            let members = compositeMembers(of: attribute.declared)
            properties.append(cache.hash(key) {
                members.map { PropertyVersionHash(compositeAttribute: attribute.declared, members: $0) }
                    ?? PropertyVersionHash(attribute: attribute.declared)
            })
            reasons += Self.doubts(about: attribute.declared, compositeFound: members != nil)
        }
        for relationship in entity.relationships where !relationship.declared.isTransient {
            let key = PropertyHashCache.Key(owner: relationship.owner, name: relationship.name, isAttribute: false)
            properties.append(cache.hash(key) {
                PropertyVersionHash(relationship: relationship.declared,
                                    omitsInverse: countsAsOwnInverse(relationship.declared, declaredBy: relationship.owner))
            })
        }
        // Sort by UTF-16 code units once per name, not once per comparison.
        let keys = properties.map { Array($0.name.utf16) }
        properties = keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { properties[$0] }
        let constraints = entity.declared.uniquenessConstraints
            .map { $0.properties.joined(separator: ".") }
            .sorted(by: CocoaStringOrder.precedes)
        // Inherited uniqueness constraints, preserve-after-deletion and a
        // required to-one without minCount were once marked "not exact": real
        // stores holding each confirmed the encoding (9 of 9, issue 23).

        var input = HashInput()
        input.append(entity.name)
        input.appendU8(entity.isAbstract ? 1 : 0)
        if let parentHash { input.append(parentHash) }
        for property in properties { input.append(property.hash) }
        input.append(entity.declared.versionHashModifier)
        for constraint in constraints where !constraint.isEmpty { input.append(constraint) }

        return EntityVersionHash(
            name: entity.name,
            isAbstract: entity.isAbstract,
            parent: entity.parent.map { model.entities[$0].name },
            versionHashModifier: entity.declared.versionHashModifier,
            constraints: constraints,
            properties: properties,
            hash: Array(SHA256.hash(data: input.bytes)),
            inexactReasons: reasons
        )
    }

    /// Core Data leaves the inverse name out of a relationship that is its own
    /// inverse (its destination is the declaring entity and its inverse is
    /// itself), and also when an ancestor of the declaring entity declares a
    /// same-named relationship that is its own inverse.
    private func countsAsOwnInverse(_ relationship: Relationship, declaredBy owner: Int) -> Bool {
        let declaring = model.entities[owner]
        if Self.isOwnInverse(relationship, on: declaring.name) { return true }
        return declaring.ancestors.contains { ancestor in
            let entity = model.entities[ancestor]
            return entity.declared.relationships.contains {
                $0.name == relationship.name && Self.isOwnInverse($0, on: entity.name)
            }
        }
    }

    private static func isOwnInverse(_ relationship: Relationship, on entity: String) -> Bool {
        relationship.destinationEntity == entity && relationship.inverseName == relationship.name
    }

    /// The members of a composite attribute's type, when the model declares it.
    private func compositeMembers(of attribute: Attribute) -> [Attribute]? {
        guard attribute.type == .composite, let name = attribute.compositeName else { return nil }
        return model.declared.composites.first { $0.name == name }?.attributes
    }

    /// What in an attribute the encoding does not cover with certainty.
    private static func doubts(about attribute: Attribute, compositeFound: Bool) -> [String] {
        var doubts: [String] = []
        if attribute.isDerived {
            doubts.append("derived attribute `\(attribute.name)` (its hash depends on the derivation's exact NSExpression text)")
        }
        switch attribute.type {
        case .composite where !compositeFound:
            doubts.append("composite attribute `\(attribute.name)` (its composite type is not in the model, so its members are unknown)")
        case let .unknown(name):
            doubts.append("attribute `\(attribute.name)` has type '\(name)', which momgen does not know")
        default: break
        }
        return doubts
    }
}

/// Property hashes already computed, by declaring entity and name.
struct PropertyHashCache {
    struct Key: Hashable {
        let owner: Int
        let name: String
        let isAttribute: Bool
    }

    private var hashes: [Key: PropertyVersionHash] = [:]

    mutating func hash(_ key: Key, _ make: () -> PropertyVersionHash) -> PropertyVersionHash {
        if let known = hashes[key] { return known }
        let made = make()
        hashes[key] = made
        return made
    }
}
