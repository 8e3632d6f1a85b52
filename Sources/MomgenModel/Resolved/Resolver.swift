// resolve: declared model → resolved model.
//
// Looks every name up once: parents (breaking cycles), sub-entities,
// inherited properties, relationship destinations and inverses, and fetched
// property entities. Anything that does not resolve becomes a
// `ResolutionIssue`; the resolver never fails and never drops an element.

/// Builds a `ResolvedModel` from a declared `Model`.
public struct Resolver: Sendable {
    public init() {}

    public func resolve(_ model: Model) -> ResolvedModel {
        var issues: [ResolutionIssue] = []
        let index = indexEntities(model.entities, issues: &issues)
        let parents = resolveParents(model.entities, index: index, issues: &issues)
        let ancestors = model.entities.indices.map { chain(from: $0, parents: parents) }
        var children = Array(repeating: [Int](), count: model.entities.count)
        for (child, parent) in parents.enumerated() {
            if let parent { children[parent].append(child) }
        }

        // Each declared relationship is linked once; sub-entities reuse it.
        let links = linkRelationships(model.entities, index: index, ancestors: ancestors, issues: &issues)

        // Each declared attribute and relationship is resolved once; the
        // entity that declares it and its sub-entities share the value.
        let ownAttributes = model.entities.indices.map { owner in
            model.entities[owner].attributes.map { ResolvedAttribute(declared: $0, owner: owner) }
        }
        let ownRelationships = model.entities.indices.map { owner in
            model.entities[owner].relationships.indices.map {
                ResolvedRelationship(declared: model.entities[owner].relationships[$0], owner: owner,
                                     destination: links[owner][$0].destination, inverse: links[owner][$0].inverse)
            }
        }

        // Properties are laid out root first, so a sub-entity's list starts
        // with exactly its parent's list.
        var entities: [ResolvedEntity] = []
        entities.reserveCapacity(model.entities.count)
        for id in model.entities.indices {
            let lineage = ancestors[id].reversed() + [id]
            var attributes: [ResolvedAttribute] = []
            var relationships: [ResolvedRelationship] = []
            var fetched: [ResolvedFetchedProperty] = []
            for owner in lineage {
                let entity = model.entities[owner]
                attributes += ownAttributes[owner]
                relationships += ownRelationships[owner]
                fetched += entity.fetchedProperties.map {
                    ResolvedFetchedProperty(declared: $0, owner: owner, destination: $0.fetchRequest?.entity.flatMap { index[$0] })
                }
            }
            entities.append(ResolvedEntity(
                id: id, declared: model.entities[id], parent: parents[id], ancestors: ancestors[id],
                children: children[id], descendants: descendants(of: id, children: children),
                attributes: attributes, relationships: relationships, fetchedProperties: fetched
            ))
        }
        reportFetchEntities(entities, issues: &issues)
        return ResolvedModel(declared: model, entities: entities, issues: issues, indexByName: index,
                             relationshipPositions: relationshipPositions(entities))
    }

    /// Where each declared relationship sits in its declaring entity's
    /// `relationships` (the first one, when a name repeats), so that following
    /// an inverse is one lookup, not a search of the entity's relationships: a
    /// model with thousands of relationships on one entity made every rule
    /// that follows inverses quadratic.
    private func relationshipPositions(_ entities: [ResolvedEntity]) -> [RelationshipRef: Int] {
        var positions: [RelationshipRef: Int] = [:]
        for entity in entities {
            for (position, relationship) in entity.relationships.enumerated() where relationship.owner == entity.id {
                let ref = RelationshipRef(entity: entity.id, name: relationship.name)
                if positions[ref] == nil { positions[ref] = position }
            }
        }
        return positions
    }

    /// Maps names to the first entity with that name; later ones are duplicates.
    private func indexEntities(_ entities: [Entity], issues: inout [ResolutionIssue]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(entities.count)
        for (offset, entity) in entities.enumerated() {
            if let first = index[entity.name] {
                issues.append(.duplicateEntity(name: entity.name, at: entity.location, first: entities[first].location))
            } else {
                index[entity.name] = offset
            }
        }
        return index
    }

    /// Looks up each parent, then cuts every inheritance cycle so that the
    /// rest of the pipeline can walk parent chains without looping.
    private func resolveParents(_ entities: [Entity], index: [String: Int], issues: inout [ResolutionIssue]) -> [Int?] {
        var parents: [Int?] = entities.map { entity in
            guard let name = entity.parentEntity, !name.isEmpty else { return nil }
            guard let parent = index[name] else {
                issues.append(.missingParent(entity: entity.name, parent: name, at: entity.location))
                return nil
            }
            return parent
        }
        // 0 unvisited, 1 on the current walk, 2 done.
        var state = Array(repeating: 0, count: entities.count)
        for start in entities.indices where state[start] == 0 {
            var path: [Int] = []
            var current: Int? = start
            while let node = current, state[node] == 0 {
                state[node] = 1
                path.append(node)
                current = parents[node]
            }
            if let node = current, state[node] == 1, let loopStart = path.firstIndex(of: node) {
                let loop = Array(path[loopStart...])
                let first = loop.min()!
                issues.append(.inheritanceCycle(entities: rotated(loop, toStartAt: first).map { entities[$0].name }, at: entities[first].location))
                for member in loop { parents[member] = nil }
            }
            for node in path { state[node] = 2 }
        }
        return parents
    }

    private func rotated(_ loop: [Int], toStartAt first: Int) -> [Int] {
        let offset = loop.firstIndex(of: first)!
        return Array(loop[offset...] + loop[..<offset])
    }

    private func chain(from id: Int, parents: [Int?]) -> [Int] {
        var result: [Int] = []
        var current = parents[id]
        while let parent = current {
            result.append(parent)
            current = parents[parent]
        }
        return result
    }

    private func descendants(of id: Int, children: [[Int]]) -> [Int] {
        var result: [Int] = []
        var stack = children[id].reversed() as [Int]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: children[next].reversed())
        }
        return result
    }

    /// The destination and inverse of every declared relationship, by entity
    /// and position, with an issue for each one that does not link. The
    /// inverse is looked up on the destination and its ancestors (an inverse
    /// may be inherited), nearest first.
    private func linkRelationships(_ entities: [Entity], index: [String: Int], ancestors: [[Int]],
                                   issues: inout [ResolutionIssue]) -> [[(destination: Int?, inverse: RelationshipRef?)]] {
        // The names each entity declares, so that looking an inverse up costs
        // one hash per ancestor instead of a scan of every relationship.
        let declaredNames = entities.map { Set($0.relationships.map(\.name)) }
        return entities.map { entity in
            entity.relationships.map { declared -> (destination: Int?, inverse: RelationshipRef?) in
                guard let destination = declared.destinationEntity.flatMap({ index[$0] }) else {
                    issues.append(.missingDestination(entity: entity.name, relationship: declared.name,
                                                      destination: declared.destinationEntity.flatMap { $0.isEmpty ? nil : $0 },
                                                      at: declared.location))
                    return (nil, nil)
                }
                let destinationName = entities[destination].name
                // Older Xcode versions write the entity that declares an
                // inherited inverse (an ancestor of the destination) as the
                // inverse entity; Core Data loads that, so only another entity
                // is a mismatch.
                if let inverseEntity = declared.inverseEntity, !inverseEntity.isEmpty, inverseEntity != destinationName,
                   !ancestors[destination].contains(where: { entities[$0].name == inverseEntity
                       && entities[$0].relationships.contains { $0.name == declared.inverseName } }) {
                    issues.append(.inverseEntityMismatch(entity: entity.name, relationship: declared.name,
                                                         inverseEntity: inverseEntity, destination: destinationName,
                                                         at: declared.location))
                }
                guard let inverseName = declared.inverseName, !inverseName.isEmpty else { return (destination, nil) }
                for owner in [destination] + ancestors[destination]
                where declaredNames[owner].contains(inverseName) {
                    return (destination, RelationshipRef(entity: owner, name: inverseName))
                }
                issues.append(.missingInverse(entity: entity.name, relationship: declared.name, inverse: inverseName,
                                              destination: destinationName, at: declared.location))
                return (destination, nil)
            }
        }
    }

    private func reportFetchEntities(_ entities: [ResolvedEntity], issues: inout [ResolutionIssue]) {
        for entity in entities {
            for property in entity.ownFetchedProperties where property.destination == nil {
                let fetched = property.declared.fetchRequest?.entity.flatMap { $0.isEmpty ? nil : $0 }
                issues.append(.missingFetchEntity(entity: entity.name, property: property.name, fetched: fetched, at: property.declared.location))
            }
        }
    }
}
