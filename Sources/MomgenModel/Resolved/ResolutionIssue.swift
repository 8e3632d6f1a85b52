// What the resolver could not resolve. These are values, not errors: the
// linter turns each into a diagnostic with a rule id, and the dump lists them.

/// A name in the model that does not lead where it should.
public enum ResolutionIssue: Hashable, Sendable {
    /// A second entity with a name already used; lookups find the first.
    case duplicateEntity(name: String, at: SourceLocationRef, first: SourceLocationRef)
    /// `parentEntity` names no entity.
    case missingParent(entity: String, parent: String, at: SourceLocationRef)
    /// Entities whose parents form a loop, in the order the loop runs.
    case inheritanceCycle(entities: [String], at: SourceLocationRef)
    /// A relationship without `destinationEntity`, or naming no entity.
    case missingDestination(entity: String, relationship: String, destination: String?, at: SourceLocationRef)
    /// `inverseName` names no relationship on the destination.
    case missingInverse(entity: String, relationship: String, inverse: String, destination: String, at: SourceLocationRef)
    /// `inverseEntity` differs from `destinationEntity`.
    case inverseEntityMismatch(entity: String, relationship: String, inverseEntity: String, destination: String, at: SourceLocationRef)
    /// A fetched property's request names no entity, or one that does not exist.
    case missingFetchEntity(entity: String, property: String, fetched: String?, at: SourceLocationRef)

    /// Where in the model file the issue is.
    public var location: SourceLocationRef {
        switch self {
        case let .duplicateEntity(_, at, _), let .missingParent(_, _, at), let .inheritanceCycle(_, at),
             let .missingDestination(_, _, _, at), let .missingInverse(_, _, _, _, at),
             let .inverseEntityMismatch(_, _, _, _, at), let .missingFetchEntity(_, _, _, at):
            return at
        }
    }

    /// A one-line, compiler-style description (no trailing period).
    public var message: String {
        switch self {
        case let .duplicateEntity(name, _, first):
            return "entity '\(name)' is declared more than once (first on line \(first.line))"
        case let .missingParent(entity, parent, _):
            return "entity '\(entity)' has parent '\(parent)', which is not an entity in this model"
        case let .inheritanceCycle(entities, _):
            return "entities inherit from each other in a cycle: \((entities + [entities[0]]).joined(separator: " -> "))"
        case let .missingDestination(entity, relationship, destination, _):
            if let destination {
                return "relationship '\(entity).\(relationship)' points to '\(destination)', which is not an entity in this model"
            }
            return "relationship '\(entity).\(relationship)' has no destination entity"
        case let .missingInverse(entity, relationship, inverse, destination, _):
            return "relationship '\(entity).\(relationship)' names inverse '\(inverse)', which is not a relationship of '\(destination)'"
        case let .inverseEntityMismatch(entity, relationship, inverseEntity, destination, _):
            return "relationship '\(entity).\(relationship)' has inverse entity '\(inverseEntity)' but destination '\(destination)'"
        case let .missingFetchEntity(entity, property, fetched, _):
            if let fetched {
                return "fetched property '\(entity).\(property)' fetches '\(fetched)', which is not an entity in this model"
            }
            return "fetched property '\(entity).\(property)' has no fetch request entity"
        }
    }

    /// The entity the issue is about.
    public var entity: String {
        switch self {
        case let .duplicateEntity(name, _, _): return name
        case let .missingParent(entity, _, _): return entity
        case let .inheritanceCycle(entities, _): return entities[0]
        case let .missingDestination(entity, _, _, _), let .missingInverse(entity, _, _, _, _),
             let .inverseEntityMismatch(entity, _, _, _, _), let .missingFetchEntity(entity, _, _, _):
            return entity
        }
    }

    /// The property the issue is about, when it is about one.
    public var property: String? {
        switch self {
        case .duplicateEntity, .missingParent, .inheritanceCycle: return nil
        case let .missingDestination(_, name, _, _), let .missingInverse(_, name, _, _, _),
             let .inverseEntityMismatch(_, name, _, _, _), let .missingFetchEntity(_, name, _, _):
            return name
        }
    }
}
