// Which column holds each persistent property, filled while the entity
// tables are built and read when indexes are built.

import MomgenModel

/// Property → column lookups for every entity, inherited properties included.
struct ColumnMap {
    /// `own[id][property]`: the column of a property the entity itself declares.
    private var own: [[String: String]]
    /// `table[id]`: the table that holds the entity's rows (its root's table).
    private(set) var table: [String?]
    /// The to-one relationships' columns, to tell them from attribute columns.
    private var toOnes: [Set<String>]

    init(entityCount: Int) {
        own = Array(repeating: [:], count: entityCount)
        table = Array(repeating: nil, count: entityCount)
        toOnes = Array(repeating: [], count: entityCount)
    }

    mutating func setTable(_ name: String, for entity: Int) { table[entity] = name }

    mutating func add(_ column: String, property: String, entity: Int, isToOne: Bool) {
        own[entity][property] = column
        if isToOne { toOnes[entity].insert(property) }
    }

    /// The column of `property` as seen from `entity` (its own or inherited).
    func column(for property: String, entity: Int, in model: ResolvedModel) -> (name: String, isToOne: Bool)? {
        for id in [entity] + model.entities[entity].ancestors {
            if let column = own[id][property] { return (column, toOnes[id].contains(property)) }
        }
        return nil
    }
}
