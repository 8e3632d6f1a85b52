// One table per root entity (R1), with the columns of the whole hierarchy
// named (R4), typed (R6) and ordered (R5), plus the foreign-key indexes of its
// to-ones (R8), the `Z<n>_` entity columns (R9) and `Z_FOK_` columns (R10).

import MomgenModel

/// Builds the table of one inheritance hierarchy.
struct EntityTableBuilder {
    let model: ResolvedModel
    let layout: CoreDataLayout
    let numbering: EntityNumbering

    /// The table for `hierarchy` (root first, pre-order) and its foreign-key indexes.
    func build(hierarchy: [Int], tableNames: inout NameAllocator, columns map: inout ColumnMap,
               notes: inout [SchemaNote]) -> (SchemaTable, [SchemaIndex]) {
        let root = model.entities[hierarchy[0]]
        let tableName = tableNames.claim("Z" + SQLName.upper(root.name))
        var names = NameAllocator(reserved: ["Z_PK", "Z_ENT", "Z_OPT"])
        var candidates: [ColumnCandidate] = []
        for (position, id) in hierarchy.enumerated() {
            map.setTable(tableName, for: id)
            let entity = model.entities[id]
            for attribute in entity.declared.attributes where !attribute.isTransient {
                candidates += attributeCandidates(attribute, entity: entity, position: position, names: &names, map: &map, notes: &notes)
            }
            for relationship in entity.relationships where relationship.owner == id {
                let declared = relationship.declared
                guard !declared.isTransient, !declared.isToMany else { continue }
                candidates += toOneCandidates(relationship, entity: entity, position: position, names: &names, map: &map)
            }
        }
        candidates.sort { $0.sortsBefore($1, layout: layout) }
        let fokCount = candidates.filter { $0.group == .orderKey }.count
        if fokCount > 1 {
            notes.append(SchemaNote(entity: root.name, message: "\(tableName) has \(fokCount) Z_FOK_ columns; their order among themselves is unresolved (name order chosen)"))
        }
        let all = bookkeepingColumns(root: root.name) + candidates.flatMap(\.columns)
        let members = hierarchy.map { "\(model.entities[$0].name) (\(numbering.number[$0]!)\(model.entities[$0].isAbstract ? ", abstract" : ""))" }
        let table = SchemaTable(name: tableName, kind: .entity, columns: all, origin: SchemaOrigin(
            kind: .entityTable, entity: root.name,
            detail: "entity " + members.joined(separator: ", ") + (hierarchy.count > 1 ? ": one table for the whole hierarchy" : "")))
        let foreignKeys = all.filter { $0.origin.kind == .toOne }.map { column in
            SchemaIndex(name: "\(tableName)_\(column.name)_INDEX", table: tableName, columns: [.init(column.name)],
                        origin: SchemaOrigin(kind: .foreignKeyIndex, entity: column.origin.entity, properties: column.origin.properties,
                                             detail: "foreign key \(column.origin.entity ?? "").\(column.origin.properties.first ?? "")"))
        }
        return (table, foreignKeys)
    }

    private func bookkeepingColumns(root: String) -> [SchemaColumn] {
        [SchemaColumn(name: "Z_PK", type: "INTEGER", isPrimaryKey: true, origin: SchemaOrigin(kind: .primaryKey, detail: "primary key of the row")),
         SchemaColumn(name: "Z_ENT", type: "INTEGER", origin: SchemaOrigin(kind: .entityNumber, detail: "the row's entity number (Z_PRIMARYKEY.Z_ENT)")),
         SchemaColumn(name: "Z_OPT", type: "INTEGER", origin: SchemaOrigin(kind: .optimisticLock, detail: "optimistic-locking version of the row"))]
    }
}
