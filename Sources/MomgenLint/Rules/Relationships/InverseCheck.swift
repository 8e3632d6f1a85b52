// What the missing-inverse rules share: which relationships lack an inverse,
// and which of those look like the two halves of one relationship (A.x → B
// and B.y → A, neither with an inverse, each the other's only candidate).
// Such a pair is one finding, on the half declared first, that says to link
// them; "add a relationship on the destination" would be wrong advice twice.
import MomgenModel

/// Shared by missing-inverse, missing-inverse-to-many and nullify-without-inverse.
enum InverseCheck {
    /// Own relationships with a destination and no `inverseName`, that no
    /// other relationship names as its inverse.
    static func withoutInverse(_ context: LintContext, toMany: Bool? = nil) -> [(ResolvedEntity, ResolvedRelationship)] {
        var named: Set<RelationshipRef> = []
        for entity in context.entities {
            for relationship in entity.ownRelationships {
                if let inverse = relationship.inverse { named.insert(inverse) }
            }
        }
        var result: [(ResolvedEntity, ResolvedRelationship)] = []
        for entity in context.entities {
            for relationship in entity.ownRelationships where toMany == nil || relationship.declared.isToMany == toMany {
                guard relationship.destination != nil, (relationship.declared.inverseName ?? "").isEmpty,
                      !named.contains(RelationshipRef(entity: entity.id, name: relationship.name)) else { continue }
                result.append((entity, relationship))
            }
        }
        return result
    }

    /// For each relationship without an inverse that has exactly one partner
    /// (a relationship without an inverse declared on its destination, another
    /// entity, that points back at its entity, with this one as that one's
    /// only partner): the partner.
    static func partners(_ context: LintContext,
                         among all: [(ResolvedEntity, ResolvedRelationship)]? = nil) -> [RelationshipRef: RelationshipRef] {
        let lonely = (all ?? withoutInverse(context)).map { RelationshipRef(entity: $0.0.id, name: $0.1.name) }
        // Indexed by (declaring entity, destination), so a model with many
        // such relationships stays linear.
        var destination: [RelationshipRef: Int] = [:]
        var byEnds: [[Int]: [RelationshipRef]] = [:]
        for ref in lonely {
            // Two relationships of one entity to itself (`requiredItems`,
            // `excludedItems`) are as often independent as halves: not paired.
            guard let target = context.relationship(ref)?.destination, target != ref.entity else { continue }
            destination[ref] = target
            byEnds[[ref.entity, target], default: []].append(ref)
        }
        func candidates(_ ref: RelationshipRef) -> [RelationshipRef] {
            guard let target = destination[ref] else { return [] }
            return (byEnds[[target, ref.entity]] ?? []).filter { $0 != ref }
        }
        var result: [RelationshipRef: RelationshipRef] = [:]
        for ref in lonely {
            let mine = candidates(ref)
            guard mine.count == 1, candidates(mine[0]) == [ref], canPair(ref, mine[0], context) else { continue }
            result[ref] = mine[0]
        }
        return result
    }

    /// Whether two relationships can be each other's inverse without
    /// changing what they hold. A to-many pairs with anything; two to-ones
    /// make a one-to-one, which allows one object on each side, so they pair
    /// only when each is named after the other's entity (`User.profile`,
    /// `Profile.user`). `Conversation.lastMessage` and `Message.conversation`
    /// (threema) do not: pairing them would allow one message per conversation.
    static func canPair(_ a: RelationshipRef, _ b: RelationshipRef, _ context: LintContext) -> Bool {
        guard let first = context.relationship(a), let second = context.relationship(b) else { return false }
        if first.declared.isToMany || second.declared.isToMany { return true }
        return first.name.lowercased() == context.entities[b.entity].name.lowercased()
            && second.name.lowercased() == context.entities[a.entity].name.lowercased()
    }

    /// The findings of a missing-inverse rule: `message` for a relationship
    /// without a partner; for a pair, one finding on the half declared first
    /// (reported by the rule of that half's kind), none on the other.
    static func findings(_ context: LintContext, toMany: Bool,
                         message: (ResolvedEntity, ResolvedRelationship) -> String) -> [Finding] {
        let all = withoutInverse(context)
        let pairs = partners(context, among: all)
        return all.filter { $0.1.declared.isToMany == toMany }.compactMap { entity, relationship in
            let ref = RelationshipRef(entity: entity.id, name: relationship.name)
            guard let partnerRef = pairs[ref], let partner = context.relationship(partnerRef) else {
                return Finding(message(entity, relationship), at: relationship.declared.location,
                               entity: entity.name, property: relationship.name)
            }
            guard isFirst(ref, relationship, before: partnerRef, partner) else { return nil }
            let other = context.entities[partnerRef.entity].name
            return Finding("relationships '\(entity.name).\(relationship.name)' and '\(other).\(partner.name)' have no inverse and point at each other's entities: they look like two halves of one relationship, so make them each other's inverse",
                           at: relationship.declared.location, entity: entity.name, property: relationship.name)
        }
    }

    /// Whether `a` is declared before `b` in the file (entity order breaks ties).
    static func isFirst(_ aRef: RelationshipRef, _ a: ResolvedRelationship, before bRef: RelationshipRef, _ b: ResolvedRelationship) -> Bool {
        (a.declared.location, aRef.entity, aRef.name) < (b.declared.location, bRef.entity, bRef.name)
    }
}
