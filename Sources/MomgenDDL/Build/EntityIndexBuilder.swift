// The indexes an entity declares (R12): indexed attributes, the property
// index implied by a single-element fetch index, legacy compound indexes,
// fetch indexes, and unique indexes for uniqueness constraints.

import MomgenModel

/// Builds the declared indexes of one entity, on its root's table.
struct EntityIndexBuilder {
    let model: ResolvedModel
    let layout: CoreDataLayout
    let columns: ColumnMap

    /// The entity's indexes, in the order a fresh store lists them: indexed
    /// properties, compound indexes, fetch indexes (model order), unique indexes.
    func build(entity id: Int, notes: inout [SchemaNote]) -> [SchemaIndex] {
        let entity = model.entities[id]
        guard let table = columns.table[id] else { return [] }
        var indexes = indexedProperties(entity, table: table)
        for group in entity.declared.compoundIndexes {
            if let index = compoundIndex(group, entity: entity, table: table, notes: &notes) { indexes.append(index) }
        }
        for fetchIndex in entity.declared.fetchIndexes {
            if let index = self.fetchIndex(fetchIndex, entity: entity, table: table, notes: &notes) { indexes.append(index) }
        }
        for constraint in entity.declared.uniquenessConstraints {
            if let index = uniqueIndex(constraint, entity: entity, table: table, notes: &notes) { indexes.append(index) }
        }
        return indexes
    }

    /// `indexed="YES"` attributes, then properties made indexed by a fetch
    /// index with one ascending B-tree element, each once.
    private func indexedProperties(_ entity: ResolvedEntity, table: String) -> [SchemaIndex] {
        var properties: [(String, String)] = entity.declared.attributes.filter { $0.isIndexed && !$0.isTransient }
            .map { ($0.name, "\(entity.name).\($0.name) is indexed (indexed=\"YES\")") }
        for fetchIndex in entity.declared.fetchIndexes where fetchIndex.elements.count == 1 {
            let element = fetchIndex.elements[0]
            guard let property = element.property, layout.isBTree(elementType: element.type), element.order != "descending" else { continue }
            properties.append((property, "the single-element fetch index \(fetchIndex.name) makes \(entity.name).\(property) indexed"))
        }
        var seen = Set<String>()
        var result: [SchemaIndex] = []
        for (property, why) in properties where seen.insert(property).inserted {
            guard let column = columns.column(for: property, entity: entity.id, in: model), !column.isToOne else { continue }
            let origin = SchemaOrigin(kind: .indexedProperty, entity: entity.name, properties: [property], detail: why)
            switch layout.indexNaming {
            case .modern:
                result.append(SchemaIndex(name: "Z_\(entity.name)_\(property)", table: table,
                                          columns: [.init(column.name, order: .ascending)], origin: origin))
            case .legacy:
                result.append(SchemaIndex(name: "\(table)_\(column.name)_INDEX", table: table, columns: [.init(column.name)], origin: origin))
            }
        }
        return result
    }

    private func compoundIndex(_ group: PropertyGroup, entity: ResolvedEntity, table: String, notes: inout [SchemaNote]) -> SchemaIndex? {
        guard let names = resolve(group.properties, entity: entity, what: "compound index", notes: &notes) else { return nil }
        let origin = SchemaOrigin(kind: .compoundIndex, entity: entity.name, properties: group.properties,
                                  detail: "compound index (compoundIndexes) on \(entity.name).\(group.properties.joined(separator: ", "))")
        switch layout.indexNaming {
        case .modern:
            return SchemaIndex(name: "Z_\(entity.name)_" + group.properties.joined(separator: "_"), table: table,
                               columns: names.map { .init($0, order: .ascending) }, origin: origin)
        case .legacy:
            return SchemaIndex(name: table + "_" + names.joined(separator: "_"), table: table, columns: names.map { .init($0) }, origin: origin)
        }
    }

    private func fetchIndex(_ index: FetchIndex, entity: ResolvedEntity, table: String, notes: inout [SchemaNote]) -> SchemaIndex? {
        guard !index.elements.isEmpty else { return nil }
        if index.elements.contains(where: { !layout.isBTree(elementType: $0.type) }) {
            notes.append(SchemaNote(entity: entity.name, property: index.name, message: "R-tree fetch index: no ordinary index (its virtual table is not generated)"))
            return nil
        }
        var result: [SchemaIndex.Column] = []
        var allToOne = true
        for element in index.elements {
            guard let property = element.property, let column = columns.column(for: property, entity: entity.id, in: model) else {
                notes.append(SchemaNote(entity: entity.name, property: index.name, message: "fetch index element is not a stored property; index skipped"))
                return nil
            }
            allToOne = allToOne && column.isToOne
            result.append(.init(column.name, order: element.order == "descending" ? .descending : .ascending))
        }
        if allToOne && result.count == 1 { return nil }  // the foreign-key index covers it
        return SchemaIndex(name: "Z_\(entity.name)_\(index.name)", table: table, columns: result, origin: SchemaOrigin(
            kind: .fetchIndex, entity: entity.name, properties: index.elements.compactMap(\.property),
            detail: "fetch index \(entity.name).\(index.name)"))
    }

    private func uniqueIndex(_ group: PropertyGroup, entity: ResolvedEntity, table: String, notes: inout [SchemaNote]) -> SchemaIndex? {
        guard let names = resolve(group.properties, entity: entity, what: "uniqueness constraint", notes: &notes) else { return nil }
        return SchemaIndex(name: "Z_\(entity.name)_UNIQUE_" + group.properties.joined(separator: "_"), table: table, isUnique: true,
                           columns: names.map { .init($0, order: .ascending) }, origin: SchemaOrigin(
                               kind: .uniquenessConstraint, entity: entity.name, properties: group.properties,
                               detail: "uniqueness constraint on \(entity.name).\(group.properties.joined(separator: ", "))"))
    }

    /// The columns of `properties`, or nil (with a note) when one has none.
    private func resolve(_ properties: [String], entity: ResolvedEntity, what: String, notes: inout [SchemaNote]) -> [String]? {
        guard !properties.isEmpty else { return nil }
        var names: [String] = []
        for property in properties {
            guard let column = columns.column(for: property, entity: entity.id, in: model) else {
                notes.append(SchemaNote(entity: entity.name, property: property, message: "\(what) names '\(property)', which has no column; index skipped"))
                return nil
            }
            names.append(column.name)
        }
        return names
    }
}
