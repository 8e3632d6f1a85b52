// Indexes Core Data adds to an archived entity, told apart from the source's.
//
// Core Data archives an entity's indexes in three places that feed one
// another. An attribute marked indexed also gets a one-element fetch index
// named after it; a one-element fetch index (binary, ascending) also marks
// its attribute indexed and gets that same index named after it; a fetch
// index of several elements is repeated in `NSCompoundIndexes`. Read back
// as they are, each source index would come back twice (issue 32 item 4).
// The source spelling is recovered this way: the fetch index named after
// its one indexed attribute is Core Data's; an attribute whose other
// one-element fetch index covers it was marked indexed by that index (a
// source marking both gives the same archive, and is read as the index
// alone); a compound index repeating a fetch index is Core Data's.
import MomgenModel

extension CompiledModelDecoder {
    /// `entity` with the indexes Core Data derived from others left out.
    static func withoutDerivedIndexes(_ entity: Entity) -> Entity {
        var result = entity
        let indexed = Set(entity.attributes.filter(\.isIndexed).map(\.name))
        result.fetchIndexes.removeAll { index in
            guard let property = Self.singleAscendingProperty(index) else { return false }
            return index.name == property && indexed.contains(property)
        }
        let coveredByIndex = Set(result.fetchIndexes.compactMap(Self.singleAscendingProperty))
        for position in result.attributes.indices where coveredByIndex.contains(result.attributes[position].name) {
            result.attributes[position].isIndexed = false
        }
        let fetchIndexLists = Set(result.fetchIndexes.filter { $0.elements.count > 1 }.map { $0.elements.map(\.property) })
        result.compoundIndexes.removeAll { group in
            group.properties.count > 1 && fetchIndexLists.contains(group.properties.map { Optional($0) })
        }
        return result
    }

    /// The property of a one-element, binary, ascending fetch index (the only
    /// kind Core Data makes from an indexed attribute or turns into one).
    static func singleAscendingProperty(_ index: FetchIndex) -> String? {
        guard index.elements.count == 1, let element = index.elements.first, element.expression == nil,
              element.type == "Binary", element.order == "ascending" else { return nil }
        return element.property
    }
}
