// An entity after resolution: its place in the hierarchy and all its
// properties, inherited ones included.

/// An entity with its hierarchy and full property list.
///
/// A value type whose fields live in one shared, immutable box: every pass
/// over `ResolvedModel.entities` copies each entity it visits, and the
/// linter's eighty rules each make such a pass. Copying twenty fields
/// (each a retain, and a release later) cost more than most rules' checks;
/// copying the box is one retain.
public struct ResolvedEntity: Sendable {
    /// The fields; never mutated after the resolver creates them.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let id: Int
        @usableFromInline let declared: Entity
        @usableFromInline let parent: Int?
        @usableFromInline let ancestors: [Int]
        @usableFromInline let children: [Int]
        @usableFromInline let descendants: [Int]
        @usableFromInline let attributes: [ResolvedAttribute]
        @usableFromInline let relationships: [ResolvedRelationship]
        @usableFromInline let fetchedProperties: [ResolvedFetchedProperty]
        @usableFromInline let ownAttributes: [ResolvedAttribute]
        @usableFromInline let ownRelationships: [ResolvedRelationship]
        @usableFromInline let ownFetchedProperties: [ResolvedFetchedProperty]

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

    @usableFromInline let storage: Storage

    // The accessors are inlinable so that other modules read a field in
    // place (`entity.declared.attributes` retains the attributes only).

    /// Index in `ResolvedModel.entities` (model order).
    @inlinable public var id: Int { storage.id }
    @inlinable public var declared: Entity { storage.declared }
    /// The parent entity, when `parentEntity` names an entity and forms no cycle.
    @inlinable public var parent: Int? { storage.parent }
    /// Parent, grandparent, … up to the root.
    @inlinable public var ancestors: [Int] { storage.ancestors }
    /// Direct sub-entities, in model order.
    @inlinable public var children: [Int] { storage.children }
    /// All sub-entities, depth-first in model order.
    @inlinable public var descendants: [Int] { storage.descendants }
    /// Attributes of the root first, down to this entity's own.
    @inlinable public var attributes: [ResolvedAttribute] { storage.attributes }
    /// Relationships of the root first, down to this entity's own.
    @inlinable public var relationships: [ResolvedRelationship] { storage.relationships }
    /// Fetched properties of the root first, down to this entity's own.
    @inlinable public var fetchedProperties: [ResolvedFetchedProperty] { storage.fetchedProperties }

    @inlinable public var name: String { storage.declared.name }
    /// The root of this entity's hierarchy (itself when it has no parent).
    @inlinable public var root: Int { storage.ancestors.last ?? storage.id }
    @inlinable public var isAbstract: Bool { storage.declared.isAbstract }

    /// The entity's own attributes (not inherited).
    ///
    /// Stored, not filtered from `attributes` on each access: the linter's
    /// rules ask for them once per rule and entity, and filtering (and
    /// copying) the inherited list every time was the linter's largest cost.
    @inlinable public var ownAttributes: [ResolvedAttribute] { storage.ownAttributes }
    /// The entity's own relationships (not inherited); stored like `ownAttributes`.
    @inlinable public var ownRelationships: [ResolvedRelationship] { storage.ownRelationships }
    /// The entity's own fetched properties (not inherited); stored like `ownAttributes`.
    @inlinable public var ownFetchedProperties: [ResolvedFetchedProperty] { storage.ownFetchedProperties }

    /// An entity whose property lists hold inherited and own properties
    /// (`owner` tells them apart); the own ones are picked out here, once.
    init(id: Int, declared: Entity, parent: Int?, ancestors: [Int], children: [Int], descendants: [Int],
         attributes: [ResolvedAttribute], relationships: [ResolvedRelationship], fetchedProperties: [ResolvedFetchedProperty]) {
        storage = Storage(id: id, declared: declared, parent: parent, ancestors: ancestors, children: children,
                          descendants: descendants, attributes: attributes, relationships: relationships,
                          fetchedProperties: fetchedProperties)
    }
}

/// An attribute as seen from an entity, with the entity that declares it.
///
/// Boxed like `ResolvedEntity`: rules walk every attribute, and an
/// `Attribute` has a dozen fields to retain on each copy. The entity that
/// declares an attribute and its sub-entities share one box.
public struct ResolvedAttribute: Sendable {
    /// The fields; never mutated after the resolver creates them.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let declared: Attribute
        @usableFromInline let owner: Int

        init(declared: Attribute, owner: Int) {
            self.declared = declared
            self.owner = owner
        }
    }

    @usableFromInline let storage: Storage

    @inlinable public var declared: Attribute { storage.declared }
    /// The entity whose `<entity>` element declares the attribute.
    @inlinable public var owner: Int { storage.owner }
    @inlinable public var name: String { storage.declared.name }

    init(declared: Attribute, owner: Int) {
        storage = Storage(declared: declared, owner: owner)
    }
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
///
/// Boxed like `ResolvedAttribute`, and for the same reason.
public struct ResolvedRelationship: Sendable {
    /// The fields; never mutated after the resolver creates them.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let declared: Relationship
        @usableFromInline let owner: Int
        @usableFromInline let destination: Int?
        @usableFromInline let inverse: RelationshipRef?

        init(declared: Relationship, owner: Int, destination: Int?, inverse: RelationshipRef?) {
            self.declared = declared
            self.owner = owner
            self.destination = destination
            self.inverse = inverse
        }
    }

    @usableFromInline let storage: Storage

    @inlinable public var declared: Relationship { storage.declared }
    @inlinable public var owner: Int { storage.owner }
    /// The destination entity, when `destinationEntity` names one.
    @inlinable public var destination: Int? { storage.destination }
    /// The inverse relationship, when `inverseName` names one on the destination.
    @inlinable public var inverse: RelationshipRef? { storage.inverse }
    @inlinable public var name: String { storage.declared.name }

    init(declared: Relationship, owner: Int, destination: Int?, inverse: RelationshipRef?) {
        storage = Storage(declared: declared, owner: owner, destination: destination, inverse: inverse)
    }
}

/// A fetched property with the entity its request fetches.
public struct ResolvedFetchedProperty: Sendable {
    public let declared: FetchedProperty
    public let owner: Int
    /// The fetched entity, when the request names one that exists.
    public let destination: Int?
    public var name: String { declared.name }
}
