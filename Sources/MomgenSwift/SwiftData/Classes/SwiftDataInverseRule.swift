// Which side of a relationship pair names its inverse. SwiftData wants
// `@Relationship(inverse:)` on exactly one side: on both, the two macros
// refer to each other and the compiler fails with "Circular reference
// resolving attached macro 'Relationship'"; on neither, SwiftData guesses.

import MomgenModel

/// The deterministic rule: in a reciprocal pair, the to-many side names the
/// inverse; when both sides are to-one or both to-many, the side whose
/// (entity name, relationship name) sorts first does.
///
/// For example, `Book.pages` ↔ `Page.book` puts `inverse: \Page.book` on
/// `Book.pages`; `Person.spouse` ↔ `Person.partner` puts it on `partner`.
enum SwiftDataInverseRule {
    /// The inverse of `relationship` when this side carries `inverse:`, else nil.
    /// Only reciprocal pairs qualify (each names the other); a relationship
    /// that is its own inverse carries none (its macro would name itself).
    static func carriedInverse(of relationship: ResolvedRelationship, in model: ResolvedModel) -> ResolvedRelationship? {
        guard let ref = relationship.inverse, let inverse = model.relationship(ref),
              let back = inverse.inverse, back == RelationshipRef(entity: relationship.owner, name: relationship.name),
              ref != back else { return nil }
        return carries(relationship, over: inverse, in: model) ? inverse : nil
    }

    /// Whether `side` rather than `other` carries the pair's `inverse:`.
    static func carries(_ side: ResolvedRelationship, over other: ResolvedRelationship, in model: ResolvedModel) -> Bool {
        if side.declared.isToMany != other.declared.isToMany { return side.declared.isToMany }
        let mine = (model.entities[side.owner].name, side.name)
        let theirs = (model.entities[other.owner].name, other.name)
        return mine < theirs
    }
}
