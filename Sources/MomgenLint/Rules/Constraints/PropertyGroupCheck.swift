// Shared checks for lists of property names: uniqueness constraints, fetch
// index elements and legacy compound indexes.
import MomgenModel

/// One property named by a constraint or index, with where it is named.
struct NamedMember {
    /// `uniqueness constraint`, `fetch index 'byName'` or `compound index`.
    var container: String
    var name: String
    var location: SourceLocationRef

    /// Every name an entity's uniqueness constraints list.
    static func constraints(of entity: ResolvedEntity) -> [NamedMember] {
        entity.declared.uniquenessConstraints.flatMap { group in
            group.properties.map { NamedMember(container: "uniqueness constraint", name: $0, location: group.location) }
        }
    }

    /// Every property an entity's fetch indexes and compound indexes name.
    static func indexes(of entity: ResolvedEntity) -> [NamedMember] {
        let fetch = entity.declared.fetchIndexes.flatMap { index in
            index.elements.compactMap { element in
                element.property.map { NamedMember(container: "fetch index '\(index.name)'", name: $0, location: element.location) }
            }
        }
        let compound = entity.declared.compoundIndexes.flatMap { group in
            group.properties.map { NamedMember(container: "compound index", name: $0, location: group.location) }
        }
        return fetch + compound
    }
}
