// The columns of a to-one relationship: its foreign key (R8), the `Z<n>_`
// entity column when the destination has sub-entities (R9), and `Z_FOK_`
// when its inverse is an ordered to-many (R10).

import MomgenModel

extension EntityTableBuilder {
    /// The foreign key (with its `Z<n>_` column) and, when the inverse is an ordered to-many, `Z_FOK_`.
    func toOneCandidates(_ relationship: ResolvedRelationship, entity: ResolvedEntity, position: Int,
                         names: inout NameAllocator, map: inout ColumnMap) -> [ColumnCandidate] {
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
        var result = [ColumnCandidate(group: .integer, position: position, kind: 1, property: declared.name, columns: columns)]
        if let ref = relationship.inverse, let inverse = model.relationship(ref),
           inverse.declared.isToMany, inverse.declared.isOrdered, !inverse.declared.isTransient {
            let name = names.claim("Z_FOK_" + base)
            result.append(ColumnCandidate(group: .orderKey, position: position, kind: 0, property: declared.name, columns: [
                SchemaColumn(name: name, type: "INTEGER", origin: SchemaOrigin(
                    kind: .orderKey, entity: entity.name, properties: [declared.name],
                    detail: "position in the ordered to-many \(model.entities[ref.entity].name).\(ref.name), inverse of \(entity.name).\(declared.name)"))]))
        }
        return result
    }
}
