// A column (or a foreign key with its entity column) of an entity table,
// waiting to be put in Core Data's column order (R5).

/// One sortable unit of an entity table's columns.
///
/// For example, Square's to-one `parentShape` is one candidate holding
/// `ZPARENTSHAPE` and `Z3_PARENTSHAPE`, which must stay together.
struct ColumnCandidate {
    var group: ColumnGroup
    /// The declaring entity's position in hierarchy pre-order (0 for the root).
    var position: Int
    /// 0 for attributes, 1 for to-one foreign keys (inside the INTEGER group).
    var kind: Int
    /// The property name that orders candidates within a group.
    var property: String
    var columns: [SchemaColumn]

    /// Core Data's order: `(group, position, kind, property name)`.
    func sortsBefore(_ other: ColumnCandidate, layout: CoreDataLayout) -> Bool {
        if group != other.group { return group < other.group }
        if position != other.position { return position < other.position }
        if kind != other.kind { return kind < other.kind }
        return layout.propertyNameSortsBefore(property, other.property)
    }
}
