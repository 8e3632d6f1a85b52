// The columns of an entity's persistent attributes (R4, R6), composite
// attributes expanded field by field (an unverified layout).

import MomgenModel

extension EntityTableBuilder {
    /// The column of a persistent attribute (none for a type without a column), recorded in `map`.
    func attributeCandidates(_ attribute: Attribute, entity: ResolvedEntity, position: Int, names: inout NameAllocator,
                                     map: inout ColumnMap, notes: inout [SchemaNote]) -> [ColumnCandidate] {
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
        return [ColumnCandidate(group: layout.columnGroup(for: attribute.type), position: position, kind: 0, property: attribute.name,
                          columns: [SchemaColumn(name: name, type: type, origin: origin)])]
    }

    /// One column per field of a composite attribute (UNVERIFIED layout, see `CoreDataLayout`).
    func compositeCandidates(_ attribute: Attribute, entity: ResolvedEntity, position: Int, origin: SchemaOrigin,
                                     names: inout NameAllocator, notes: inout [SchemaNote]) -> [ColumnCandidate] {
        guard let composite = model.declared.composites.first(where: { $0.name == attribute.compositeName }) else {
            notes.append(SchemaNote(entity: entity.name, property: attribute.name, message: "composite type not found; no column"))
            return []
        }
        notes.append(SchemaNote(entity: entity.name, property: attribute.name, message: "composite columns are an unverified layout"))
        return composite.attributes.compactMap { field in
            guard let type = layout.sqlType(for: field.type) else { return nil }
            let name = names.claim(layout.compositeColumnName(attribute: attribute.name, field: field.name))
            return ColumnCandidate(group: layout.columnGroup(for: field.type), position: position, kind: 0,
                             property: attribute.name + "." + field.name, columns: [SchemaColumn(name: name, type: type, origin: origin)])
        }
    }
}
