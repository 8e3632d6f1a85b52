// emit (DDL), step 1: resolved model → `StoreSchema`, the schema as values.
// Entity numbers first, then one table per hierarchy, join tables, and the
// indexes in the order a fresh modern store lists them (R12).

import MomgenModel

/// Builds the schema Core Data creates for a model.
///
/// Runs in time linear in the model's size: every lookup goes through a
/// dictionary or an array indexed by entity id.
public struct SchemaBuilder: Sendable {
    public var layout: CoreDataLayout

    public init(layout: CoreDataLayout = CoreDataLayout()) {
        self.layout = layout
    }

    public func build(_ model: ResolvedModel) -> StoreSchema {
        let numbering = EntityNumbering(model: model, layout: layout)
        var notes = numbering.skipped.map {
            SchemaNote(entity: model.entities[$0].name, message: "another entity has the same name; this one gets no table or number")
        }
        var columns = ColumnMap(entityCount: model.entities.count)
        var tableNames = NameAllocator(reserved: Set(BookkeepingTables.all.map(\.name)))
        var tables: [SchemaTable] = []
        var foreignKeyIndexes: [SchemaIndex] = []
        var entityIndexes: [SchemaIndex] = []
        let tableBuilder = EntityTableBuilder(model: model, layout: layout, numbering: numbering)
        for hierarchy in numbering.hierarchies {
            let (table, foreignKeys) = tableBuilder.build(hierarchy: hierarchy, tableNames: &tableNames, columns: &columns, notes: &notes)
            tables.append(table)
            foreignKeyIndexes += foreignKeys
            if hierarchy.count > 1 {
                let root = model.entities[hierarchy[0]].name
                entityIndexes.append(SchemaIndex(name: "\(table.name)_Z_ENT_INDEX", table: table.name, columns: [.init("Z_ENT")],
                                                 origin: SchemaOrigin(kind: .entityIndex, entity: root,
                                                                      detail: "tells apart the entities of the \(root) hierarchy")))
            }
        }
        let (joinTables, joinIndexes) = JoinTableBuilder(model: model, layout: layout, numbering: numbering).build(tableNames: &tableNames, notes: &notes)
        let indexBuilder = EntityIndexBuilder(model: model, layout: layout, columns: columns)
        var declared: [SchemaIndex] = []
        for id in numbering.hierarchies.joined() {
            declared += indexBuilder.build(entity: id, notes: &notes)
        }
        let indexes = uniqueNames(foreignKeyIndexes + entityIndexes + joinIndexes + declared, tables: tableNames.used, notes: &notes)
        let rows = numbering.hierarchies.joined().map { id in
            PrimaryKeyRow(entityNumber: numbering.number[id]!, name: model.entities[id].name,
                          superNumber: model.entities[id].parent.flatMap { numbering.number[$0] } ?? 0,
                          formerName: model.entities[id].declared.renamingIdentifier.flatMap { $0 == model.entities[id].name ? nil : $0 })
        }
        return StoreSchema(entities: rows, tables: tables + joinTables, indexes: indexes,
                           bookkeepingTables: BookkeepingTables.tables(for: layout), notes: notes)
    }

    /// Drops an index whose name is already used by a table or an earlier
    /// index; SQLite compares names case-insensitively and would refuse it.
    private func uniqueNames(_ indexes: [SchemaIndex], tables: Set<String>, notes: inout [SchemaNote]) -> [SchemaIndex] {
        var seen = tables
        return indexes.filter { index in
            if seen.insert(SQLName.upper(index.name)).inserted { return true }
            notes.append(SchemaNote(entity: index.origin.entity, message: "a second index named \(index.name) was left out"))
            return false
        }
    }
}
