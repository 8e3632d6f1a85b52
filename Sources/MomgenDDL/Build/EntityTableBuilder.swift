// One table per root entity (R1), with the columns of the whole hierarchy
// named (R4), typed (R6) and ordered (R5), plus the foreign-key indexes of its
// to-ones (R8), the `Z<n>_` entity columns (R9) and `Z_FOK_` columns (R10).

import MomgenModel

/// Builds the table of one inheritance hierarchy.
struct EntityTableBuilder {
    let model: ResolvedModel
    let layout: CoreDataLayout
    let numbering: EntityNumbering

    /// A column (or a foreign key with its entity column) waiting to be sorted.
    private struct Candidate {
        var group: ColumnGroup
        var position: Int
        var kind: Int
        var property: String
        var columns: [SchemaColumn]
    }

    /// The table for `hierarchy` (root first, pre-order) and its foreign-key indexes.
    func build(hierarchy: [Int], tableNames: inout NameAllocator, columns map: inout ColumnMap,
               notes: inout [SchemaNote]) -> (SchemaTable, [SchemaIndex]) {
        let root = model.entities[hierarchy[0]]
        let tableName = tableNames.claim("Z" + SQLName.upper(root.name))
        var names = NameAllocator(reserved: ["Z_PK", "Z_ENT", "Z_OPT"])
        var candidates: [Candidate] = []
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
        candidates.sort { lhs, rhs in
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            if lhs.position != rhs.position { return lhs.position < rhs.position }
            if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
            return layout.propertyNameSortsBefore(lhs.property, rhs.property)
        }
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

    private func attributeCandidates(_ attribute: Attribute, entity: ResolvedEntity, position: Int, names: inout NameAllocator,
                                     map: inout ColumnMap, notes: inout [SchemaNote]) -> [Candidate] {
        let origin = SchemaOrigin(kind: .attribute, entity: entity.name, properties: [attribute.name],
                                  detail: OriginDetail.attribute(attribute, entity: entity.name))
        if attribute.type == .composite {
            return compositeCandidates(attribute, entity: entity, position: position, origin: origin, names: &names, notes: &notes)
        }
        guard let type = layout.sqlType(for: attribute.type) else {
            notes.append(SchemaNote(entity: entity.name, property: attribute.name,
                                    message: "attribute type \(attribute.type.xcodeName) gets no column"))
            return []
        }
        let name = names.claim("Z" + SQLName.upper(attribute.name))
        map.add(name, property: attribute.name, entity: entity.id, isToOne: false)
        return [Candidate(group: layout.columnGroup(for: attribute.type), position: position, kind: 0, property: attribute.name,
                          columns: [SchemaColumn(name: name, type: type, origin: origin)])]
    }

    private func compositeCandidates(_ attribute: Attribute, entity: ResolvedEntity, position: Int, origin: SchemaOrigin,
                                     names: inout NameAllocator, notes: inout [SchemaNote]) -> [Candidate] {
        guard let composite = model.declared.composites.first(where: { $0.name == attribute.compositeName }) else {
            notes.append(SchemaNote(entity: entity.name, property: attribute.name, message: "composite type not found; no column"))
            return []
        }
        notes.append(SchemaNote(entity: entity.name, property: attribute.name, message: "composite columns are an unverified layout"))
        return composite.attributes.compactMap { field in
            guard let type = layout.sqlType(for: field.type) else { return nil }
            let name = names.claim(layout.compositeColumnName(attribute: attribute.name, field: field.name))
            return Candidate(group: layout.columnGroup(for: field.type), position: position, kind: 0,
                             property: attribute.name + "." + field.name, columns: [SchemaColumn(name: name, type: type, origin: origin)])
        }
    }

    private func toOneCandidates(_ relationship: ResolvedRelationship, entity: ResolvedEntity, position: Int,
                                 names: inout NameAllocator, map: inout ColumnMap) -> [Candidate] {
        let declared = relationship.declared
        let origin = SchemaOrigin(kind: .toOne, entity: entity.name, properties: [declared.name],
                                  detail: OriginDetail.relationship(declared, entity: entity.name))
        let foreignKey = names.claim("Z" + SQLName.upper(declared.name))
        map.add(foreignKey, property: declared.name, entity: entity.id, isToOne: true)
        let base = layout.companionBase(foreignKeyColumn: foreignKey)
        var columns = [SchemaColumn(name: foreignKey, type: "INTEGER", origin: origin)]
        if let destination = relationship.destination, !model.entities[destination].children.isEmpty,
           let number = numbering.number[destination] {
            let name = names.claim("Z\(layout.entityColumnNumber(destinationNumber: number))_" + base)
            columns.append(SchemaColumn(name: name, type: "INTEGER", origin: SchemaOrigin(
                kind: .toOneEntity, entity: entity.name, properties: [declared.name],
                detail: "entity number of the row \(entity.name).\(declared.name) points to (\(model.entities[destination].name) has sub-entities)")))
        }
        var result = [Candidate(group: .integer, position: position, kind: 1, property: declared.name, columns: columns)]
        if let ref = relationship.inverse, let inverse = model.relationship(ref),
           inverse.declared.isToMany, inverse.declared.isOrdered, !inverse.declared.isTransient {
            let name = names.claim("Z_FOK_" + base)
            result.append(Candidate(group: .orderKey, position: position, kind: 0, property: declared.name, columns: [
                SchemaColumn(name: name, type: "INTEGER", origin: SchemaOrigin(
                    kind: .orderKey, entity: entity.name, properties: [declared.name],
                    detail: "position in the ordered to-many \(model.entities[ref.entity].name).\(ref.name), inverse of \(entity.name).\(declared.name)"))]))
        }
        return result
    }
}
