// Every name in a model that naming rules check: entities and their own
// properties, with locations.
import MomgenModel

/// One name written in the model: an entity's or a property's.
struct NamedElement {
    /// `entity`, `attribute`, `relationship` or `fetched property`.
    var kind: String
    var name: String
    var entity: String
    /// Nil for the entity itself.
    var property: String?
    var location: SourceLocationRef

    /// `'Book'` or `'Book.title'`.
    var quoted: String { property.map { "'\(entity).\($0)'" } ?? "'\(entity)'" }

    /// The entities and their own properties, in model order.
    static func all(in context: LintContext, entities: Bool = true, properties: Bool = true) -> [NamedElement] {
        var result: [NamedElement] = []
        for entity in context.entities {
            let declared = entity.declared
            if entities {
                result.append(NamedElement(kind: "entity", name: declared.name, entity: declared.name, property: nil, location: declared.location))
            }
            guard properties else { continue }
            for a in declared.attributes {
                result.append(NamedElement(kind: "attribute", name: a.name, entity: declared.name, property: a.name, location: a.location))
            }
            for r in declared.relationships {
                result.append(NamedElement(kind: "relationship", name: r.name, entity: declared.name, property: r.name, location: r.location))
            }
            for f in declared.fetchedProperties {
                result.append(NamedElement(kind: "fetched property", name: f.name, entity: declared.name, property: f.name, location: f.location))
            }
        }
        return result
    }
}
