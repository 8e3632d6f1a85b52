// Which property an entity's lineage (its ancestors, root first, then the
// entity) declares first under a key: what duplicate-property-name (key: the
// name) and accessor-selector-clash (key: the setter's part) both ask for
// every own property.
//
// Built once per check, one table per entity, so asking costs a lookup per
// ancestor. Rebuilding a dictionary of every inherited property for each
// entity, as those rules did, cost more than the rest of the linter's names
// rules together.
import MomgenModel

/// Each entity's own property names under a key, for lineage lookups.
struct LineageKeys {
    /// One entity's own property names, and where each key first occurs.
    struct Table {
        /// Attributes, relationships, fetched properties: `Entity.propertyNames` order.
        let names: [String]
        /// Key → position in `names` of the first property with that key.
        let firstPosition: [String: Int]
    }

    /// The property that holds a key first: its entity and name.
    struct Holder: Equatable {
        let entity: Int
        let name: String
    }

    /// By entity id.
    let tables: [Table]

    /// Tables for `entities` (model order), keying each name with `key`.
    init(_ entities: [ResolvedEntity], key: (String) -> String) {
        tables = entities.map { entity in
            let names = entity.declared.propertyNames
            var firstPosition: [String: Int] = [:]
            firstPosition.reserveCapacity(names.count)
            for (position, name) in names.enumerated() {
                let k = key(name)
                if firstPosition[k] == nil { firstPosition[k] = position }
            }
            return Table(names: names, firstPosition: firstPosition)
        }
    }

    /// The first property with `key` in the lineage of `entity`, ancestors
    /// root first, then the entity's own properties before `position`.
    func first(_ key: String, in entity: ResolvedEntity, before position: Int) -> Holder? {
        for ancestor in entity.ancestors.reversed() {
            if let found = tables[ancestor].firstPosition[key] {
                return Holder(entity: ancestor, name: tables[ancestor].names[found])
            }
        }
        let own = tables[entity.id]
        guard let found = own.firstPosition[key], found < position else { return nil }
        return Holder(entity: entity.id, name: own.names[found])
    }
}
