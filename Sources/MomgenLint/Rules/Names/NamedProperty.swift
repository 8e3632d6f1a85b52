// Every name in a model that naming rules check: entities and their own
// properties, with locations.
import MomgenModel

/// One name written in the model: an entity's or a property's.
struct NamedElement: Sendable {
    /// `entity`, `attribute`, `relationship` or `fetched property`.
    var kind: String
    var name: String
    var entity: String
    /// Nil for the entity itself.
    var property: String?
    var location: SourceLocationRef

    /// `'Book'` or `'Book.title'`.
    var quoted: String { property.map { "'\(entity).\($0)'" } ?? "'\(entity)'" }

    /// The entities and their own properties, in model order: the lists in
    /// the context's shared index, built once per lint run.
    static func all(in context: LintContext, entities: Bool = true, properties: Bool = true) -> [NamedElement] {
        switch (entities, properties) {
        case (true, true): return context.index.names
        case (true, false): return context.index.entityNames
        case (false, true): return context.index.propertyNames
        case (false, false): return []
        }
    }

    /// One entity's own properties: attributes, relationships, fetched properties.
    static func ownProperties(of declared: Entity) -> [NamedElement] {
        declared.attributes.map { NamedElement(kind: "attribute", name: $0.name, entity: declared.name, property: $0.name, location: $0.location) }
            + declared.relationships.map { NamedElement(kind: "relationship", name: $0.name, entity: declared.name, property: $0.name, location: $0.location) }
            + declared.fetchedProperties.map { NamedElement(kind: "fetched property", name: $0.name, entity: declared.name, property: $0.name, location: $0.location) }
    }
}
