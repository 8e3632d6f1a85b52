// Many-to-many join tables (R11): one per pair of to-many relationships that
// are each other's inverse, named after the owning side, with a two-column
// primary key, `Z_FOK_` columns for ordered sides, and one index.

import MomgenModel

/// Builds the join tables of a model.
struct JoinTableBuilder {
    let model: ResolvedModel
    let layout: CoreDataLayout
    let numbering: EntityNumbering

    /// One join table to build: the owning relationship and its inverse (if any).
    private struct Pair {
        var owner: ResolvedRelationship
        var inverse: ResolvedRelationship?
    }

    /// Every join table, in numbering order of the owning entity, and their indexes.
    func build(tableNames: inout NameAllocator, notes: inout [SchemaNote]) -> ([SchemaTable], [SchemaIndex]) {
        let pairs = findPairs(notes: &notes)
        // Suffixes for clashing second columns go to the owner whose declaring
        // entity's name sorts first (R11).
        let naming = pairs.indices.sorted { lhs, rhs in
            let l = model.entities[pairs[lhs].owner.owner].name, r = model.entities[pairs[rhs].owner.owner].name
            if l != r { return layout.entityNameSortsBefore(l, r) }
            return lhs < rhs
        }
        var columnNames = NameAllocator()
        var built = Array<(SchemaTable, SchemaIndex)?>(repeating: nil, count: pairs.count)
        for offset in naming {
            built[offset] = table(for: pairs[offset], columnNames: &columnNames, tableNames: &tableNames)
        }
        let results = built.compactMap { $0 }
        return (results.map(\.0), results.map(\.1))
    }

    private func findPairs(notes: inout [SchemaNote]) -> [Pair] {
        var pairs: [Pair] = []
        for id in numbering.hierarchies.joined() {
            let entity = model.entities[id]
            for relationship in entity.relationships where relationship.owner == id {
                let declared = relationship.declared
                guard declared.isToMany, !declared.isTransient, relationship.destination.flatMap({ numbering.number[$0] }) != nil else { continue }
                guard let ref = relationship.inverse, let inverse = model.relationship(ref), !inverse.declared.isTransient else {
                    if relationship.inverse == nil {
                        notes.append(SchemaNote(entity: entity.name, property: declared.name,
                                                message: "to-many without an inverse: join table layout is unverified"))
                        pairs.append(Pair(owner: relationship, inverse: nil))
                    }
                    continue
                }
                guard inverse.declared.isToMany else { continue }
                let inverseEntity = model.entities[inverse.owner].name
                guard layout.ownsJoinTable(declared.name, on: entity.name, over: inverse.name, on: inverseEntity) else { continue }
                if inverse.owner == id {
                    notes.append(SchemaNote(entity: entity.name, property: declared.name,
                                            message: "reflexive many-to-many: the join table's owner is not stable across OS versions (named after the later name)"))
                }
                pairs.append(Pair(owner: relationship, inverse: inverse))
            }
        }
        return pairs
    }

    private func table(for pair: Pair, columnNames: inout NameAllocator, tableNames: inout NameAllocator) -> (SchemaTable, SchemaIndex)? {
        let owner = pair.owner
        guard let a = numbering.number[owner.owner], let destination = owner.destination, let b = numbering.number[destination] else { return nil }
        let entityA = model.entities[owner.owner].name
        let inverseName = pair.inverse.map { SQLName.upper($0.name) } ?? layout.missingInverseName(declaringEntity: entityA)
        let tableName = tableNames.claim("Z_\(a)" + SQLName.upper(owner.name))
        let first = "Z_\(a)" + inverseName
        var second = "Z_\(b)" + SQLName.upper(owner.name)
        second = second == first ? columnNames.claim(second + "1") : columnNames.claim(second)
        let pairText = "\(entityA).\(owner.name)" + (pair.inverse.map { " ↔ \(model.entities[$0.owner].name).\($0.name)" } ?? " (no inverse)")
        var columns = [
            SchemaColumn(name: first, type: "INTEGER", origin: SchemaOrigin(kind: .joinSource, entity: entityA, properties: [owner.name],
                                                                             detail: "Z_PK of the \(entityA) row (\(pairText))")),
            SchemaColumn(name: second, type: "INTEGER", origin: SchemaOrigin(kind: .joinDestination, entity: entityA, properties: [owner.name],
                                                                              detail: "Z_PK of the \(model.entities[destination].name) row (\(pairText))")),
        ]
        if let inverse = pair.inverse, inverse.declared.isOrdered {
            columns.append(SchemaColumn(name: "Z_FOK_" + first.dropFirst(2), type: "INTEGER", origin: SchemaOrigin(
                kind: .joinOrderKey, entity: model.entities[inverse.owner].name, properties: [inverse.name],
                detail: "position in the ordered \(model.entities[inverse.owner].name).\(inverse.name)")))
        }
        if owner.declared.isOrdered {
            columns.append(SchemaColumn(name: "Z_FOK_" + second.dropFirst(2), type: "INTEGER", origin: SchemaOrigin(
                kind: .joinOrderKey, entity: entityA, properties: [owner.name], detail: "position in the ordered \(entityA).\(owner.name)")))
        }
        let origin = SchemaOrigin(kind: .joinTable, entity: entityA, properties: [owner.name] + (pair.inverse.map { [$0.name] } ?? []),
                                  detail: "join table of the many-to-many \(pairText)")
        let table = SchemaTable(name: tableName, kind: .join, columns: columns, primaryKey: [first, second], origin: origin)
        let index = SchemaIndex(name: "\(tableName)_\(second)_INDEX", table: tableName, columns: [.init(second), .init(first)],
                                origin: SchemaOrigin(kind: .joinIndex, entity: entityA, properties: [owner.name],
                                                     detail: "looks up \(tableName) from the \(model.entities[destination].name) side"))
        return (table, index)
    }
}
