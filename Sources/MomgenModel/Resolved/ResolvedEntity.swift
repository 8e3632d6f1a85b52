// An entity after resolution: its place in the hierarchy and all its
// properties, inherited ones included.

/// An entity with its hierarchy and full property list.
public struct ResolvedEntity: Sendable {
    /// Index in `ResolvedModel.entities` (model order).
    public let id: Int
    public let declared: Entity
    /// The parent entity, when `parentEntity` names an entity and forms no cycle.
    public let parent: Int?
    /// Parent, grandparent, … up to the root.
    public let ancestors: [Int]
    /// Direct sub-entities, in model order.
    public let children: [Int]
    /// All sub-entities, depth-first in model order.
    public let descendants: [Int]
    /// Attributes of the root first, down to this entity's own.
    public let attributes: [ResolvedAttribute]
    /// Relationships of the root first, down to this entity's own.
    public let relationships: [ResolvedRelationship]
    /// Fetched properties of the root first, down to this entity's own.
    public let fetchedProperties: [ResolvedFetchedProperty]

    public var name: String { declared.name }
    /// The root of this entity's hierarchy (itself when it has no parent).
    public var root: Int { ancestors.last ?? id }
    public var isAbstract: Bool { declared.isAbstract }

    /// The entity's own attributes (not inherited).
    ///
    /// Stored, not filtered from `attributes` on each access: the linter's
    /// rules ask for them once per rule and entity, and filtering (and
    /// copying) the inherited list every time was the linter's largest cost.
    public let ownAttributes: [ResolvedAttribute]
    /// The entity's own relationships (not inherited); stored like `ownAttributes`.
    public let ownRelationships: [ResolvedRelationship]
    /// The entity's own fetched properties (not inherited); stored like `ownAttributes`.
    public let ownFetchedProperties: [ResolvedFetchedProperty]

    /// An entity whose property lists hold inherited and own properties
    /// (`owner` tells them apart); the own ones are picked out here, once.
    init(id: Int, declared: Entity, parent: Int?, ancestors: [Int], children: [Int], descendants: [Int],
         attributes: [ResolvedAttribute], relationships: [ResolvedRelationship], fetchedProperties: [ResolvedFetchedProperty]) {
        self.id = id
        self.declared = declared
        self.parent = parent
        self.ancestors = ancestors
        self.children = children
        self.descendants = descendants
        self.attributes = attributes
        self.relationships = relationships
        self.fetchedProperties = fetchedProperties
        ownAttributes = attributes.filter { $0.owner == id }
        ownRelationships = relationships.filter { $0.owner == id }
        ownFetchedProperties = fetchedProperties.filter { $0.owner == id }
    }
}

/// An attribute as seen from an entity, with the entity that declares it.
public struct ResolvedAttribute: Sendable {
    public let declared: Attribute
    /// The entity whose `<entity>` element declares the attribute.
    public let owner: Int
    public var name: String { declared.name }
}

/// Points at a relationship by its declaring entity and name.
public struct RelationshipRef: Hashable, Sendable {
    public let entity: Int
    public let name: String

    public init(entity: Int, name: String) {
        self.entity = entity
        self.name = name
    }
}

/// A relationship with its destination and inverse resolved.
public struct ResolvedRelationship: Sendable {
    public let declared: Relationship
    public let owner: Int
    /// The destination entity, when `destinationEntity` names one.
    public let destination: Int?
    /// The inverse relationship, when `inverseName` names one on the destination.
    public let inverse: RelationshipRef?
    public var name: String { declared.name }
}

/// A fetched property with the entity its request fetches.
public struct ResolvedFetchedProperty: Sendable {
    public let declared: FetchedProperty
    public let owner: Int
    /// The fetched entity, when the request names one that exists.
    public let destination: Int?
    public var name: String { declared.name }
}
