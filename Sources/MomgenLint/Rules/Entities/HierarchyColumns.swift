// Counts the columns of the one SQLite table Core Data stores an inheritance
// hierarchy in, without building the DDL: lint does not depend on the DDL
// stage, and a count is all the column-limit rule needs. The count follows
// MomgenDDL's layout (docs/ddl.md); a test checks it against the DDL of every
// sample and corpus model, so the two cannot drift apart unnoticed.
import MomgenModel

/// The column count of a hierarchy's table.
///
/// For example, a root with two stored attributes and a sub-entity with a
/// to-one relationship has 3 + 2 + 1 = 6 columns.
struct HierarchyColumns {
    /// `Z_PK`, `Z_ENT` and `Z_OPT`, in every entity table.
    static let bookkeeping = 3

    let model: ResolvedModel

    /// The columns of the table of the hierarchy rooted at `root`: bookkeeping
    /// columns, then every member's own persistent attributes and to-ones.
    func count(root: ResolvedEntity) -> Int {
        var columns = Self.bookkeeping
        for member in [root.id] + root.descendants {
            let entity = model.entities[member]
            for attribute in entity.declared.attributes where !attribute.isTransient {
                columns += attributeColumns(attribute)
            }
            for relationship in entity.relationships where relationship.owner == member {
                columns += toOneColumns(relationship)
            }
        }
        return columns
    }

    /// One column per attribute with a SQL type, one per such field of a
    /// composite (as `CoreDataLayout.sqlType`: Undefined, unknown and nested
    /// composite types get none).
    private func attributeColumns(_ attribute: Attribute) -> Int {
        guard attribute.type == .composite else { return Self.hasColumn(attribute.type) ? 1 : 0 }
        guard let composite = model.declared.composites.first(where: { $0.name == attribute.compositeName }) else { return 0 }
        return composite.attributes.filter { Self.hasColumn($0.type) }.count
    }

    private static func hasColumn(_ type: AttributeType) -> Bool {
        switch type {
        case .undefined, .unknown, .composite: return false
        default: return true
        }
    }

    /// A stored to-one's foreign key, its `Z<n>_` entity column when the
    /// destination has sub-entities, and `Z_FOK_` when its inverse is an
    /// ordered to-many. To-many relationships live in join tables or in the
    /// destination's table, never here.
    private func toOneColumns(_ relationship: ResolvedRelationship) -> Int {
        let declared = relationship.declared
        guard !declared.isTransient, !declared.isToMany else { return 0 }
        var columns = 1
        if let destination = relationship.destination, !model.entities[destination].children.isEmpty { columns += 1 }
        if let ref = relationship.inverse, let inverse = model.relationship(ref),
           inverse.declared.isToMany, inverse.declared.isOrdered, !inverse.declared.isTransient {
            columns += 1
        }
        return columns
    }
}
