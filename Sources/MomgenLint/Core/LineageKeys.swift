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
    /// One entity's own properties and their keys.
    struct Table {
        /// Attributes, relationships, fetched properties: `Entity.propertyNames` order.
        let names: [String]
        /// The key of each name.
        let keys: [String]
        /// Key → position in `names` of the first property with that key.
        let firstPosition: [String: Int]
        /// By position: the first earlier own property with the same key, if any.
        let earlier: [Int?]
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
            let keys = names.map(key)
            var firstPosition: [String: Int] = [:]
            firstPosition.reserveCapacity(keys.count)
            var earlier = [Int?](repeating: nil, count: keys.count)
            for (position, k) in keys.enumerated() {
                // One hash per name; a repeated key (rare) puts the first back.
                if let first = firstPosition.updateValue(position, forKey: k) {
                    firstPosition[k] = first
                    earlier[position] = first
                }
            }
            return Table(names: names, keys: keys, firstPosition: firstPosition, earlier: earlier)
        }
    }

    /// The key of the own property at `position` of `entity`.
    func key(at position: Int, in entity: Int) -> String {
        tables[entity].keys[position]
    }

    /// The first property with the key of `entity`'s own property at
    /// `position`, among its ancestors (root first), then the entity's own
    /// properties before `position`.
    func first(at position: Int, in entity: ResolvedEntity) -> Holder? {
        let own = tables[entity.id]
        let key = own.keys[position]
        for ancestor in entity.ancestors.reversed() {
            if let found = tables[ancestor].firstPosition[key] {
                return Holder(entity: ancestor, name: tables[ancestor].names[found])
            }
        }
        return own.earlier[position].map { Holder(entity: entity.id, name: own.names[$0]) }
    }
}
