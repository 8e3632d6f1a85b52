// model → diagram description: picks the entities (EntitySelection), turns
// each into a box and each relationship pair, parent link and fetched
// property into a line, and pins lint findings on the boxes and lines they
// are about. Pure: no I/O.
import MomgenDiagnostics
import MomgenModel

/// Builds a `Diagram` from a resolved model.
public struct DiagramBuilder: Sendable {
    public var options: DiagramOptions

    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    /// The diagram of `model` called `title`. `findings` are the linter's;
    /// warnings and errors about an entity or one of its properties are drawn
    /// on its box or line, notes and model-wide findings are not.
    /// Throws `MomgenError.usage` for an unknown `--entities` or
    /// `--configuration` name.
    public func build(_ model: ResolvedModel, title: String, findings: [Diagnostic] = []) throws -> Diagram {
        let selection = try EntitySelection(model: model, options: options)
        let ids = Self.uniqueIDs(model)
        var marks = FindingIndex(findings)
        var diagram = Diagram(title: title, showsAttributes: options.showsAttributes)
        var drawn = Set<RelationshipRef>()

        for entity in model.entities where selection.shown.contains(entity.id) {
            diagram.relationships += relationshipLines(of: entity, in: model, ids: ids, selection: selection, drawn: &drawn, marks: &marks)
            if let parent = entity.parent, selection.draws(entity.id, parent) {
                diagram.inheritance.append(DiagramInheritance(child: ids[entity.id], parent: ids[parent]))
            }
            for fetched in entity.ownFetchedProperties {
                guard let destination = fetched.destination, selection.draws(entity.id, destination) else { continue }
                diagram.fetchedProperties.append(DiagramFetchedProperty(from: ids[entity.id], to: ids[destination], name: fetched.name))
            }
        }
        // Entities last: findings on lines that are not drawn fall back to the entity.
        for entity in model.entities where selection.shown.contains(entity.id) {
            let isContext = selection.context.contains(entity.id)
            diagram.entities.append(DiagramEntity(
                id: ids[entity.id], name: entity.name, isAbstract: entity.isAbstract, isContext: isContext,
                attributes: isContext ? [] : attributes(of: entity.declared),
                findings: marks.remaining(for: entity.name)))
        }
        if options.clustersConfigurations {
            diagram.clusters = clusters(model, shown: selection.shown, ids: ids)
        }
        return diagram
    }

    /// One line per relationship `entity` declares, except the second of an
    /// inverse pair (drawn with the first) and those whose destination is
    /// missing or not drawn.
    private func relationshipLines(of entity: ResolvedEntity, in model: ResolvedModel, ids: [String],
                                   selection: EntitySelection, drawn: inout Set<RelationshipRef>,
                                   marks: inout FindingIndex) -> [DiagramRelationship] {
        var lines: [DiagramRelationship] = []
        for relationship in entity.ownRelationships {
            guard let destination = relationship.destination, selection.draws(entity.id, destination) else { continue }
            let me = RelationshipRef(entity: entity.id, name: relationship.name)
            // A reciprocal pair is one line, drawn from the side met first in model order.
            guard drawn.insert(me).inserted else { continue }
            var inverse: ResolvedRelationship?
            if let ref = relationship.inverse, let other = model.relationship(ref), other.inverse == me {
                drawn.insert(ref)
                inverse = other
            }
            var line = DiagramRelationship(from: ids[entity.id], to: ids[destination], forward: Self.end(relationship.declared),
                                           inverse: inverse.map { Self.end($0.declared) })
            if inverse == nil, let name = relationship.declared.inverseName, !name.isEmpty { line.unpairedInverse = name }
            line.findings = marks.take(entity: entity.name, property: relationship.name)
            if let inverse, let owner = relationship.inverse?.entity, relationship.inverse != me {
                line.findings += marks.take(entity: model.entities[owner].name, property: inverse.name)
            }
            lines.append(line)
        }
        return lines
    }

    /// A relationship as drawn at its destination's end.
    static func end(_ relationship: Relationship) -> DiagramRelationshipEnd {
        DiagramRelationshipEnd(name: relationship.name, multiplicity: Multiplicity(relationship), isOrdered: relationship.isOrdered,
                               isTransient: relationship.isTransient, deleteRule: relationship.deleteRule)
    }

    /// The entity's own attributes, with the uniqueness constraint each is part of.
    private func attributes(of entity: Entity) -> [DiagramAttribute] {
        guard options.showsAttributes else { return [] }
        return entity.attributes.map { attribute in
            let constraint = entity.uniquenessConstraints.first { $0.properties.contains(attribute.name) }
            return DiagramAttribute(name: attribute.name, type: attribute.type.xcodeName, isOptional: attribute.isOptional,
                                    isTransient: attribute.isTransient, isDerived: attribute.isDerived,
                                    isIndexed: attribute.isIndexed, uniqueWith: constraint?.properties)
        }
    }

    /// One cluster per combination of configurations that shown entities
    /// belong to, sorted by label; entities in no configuration stay outside.
    private func clusters(_ model: ResolvedModel, shown: Set<Int>, ids: [String]) -> [DiagramCluster] {
        var membership = Array(repeating: Set<String>(), count: model.entities.count)
        for configuration in model.declared.configurations {
            for member in configuration.members {
                if let id = model.entity(named: member.name)?.id { membership[id].insert(configuration.name) }
            }
        }
        var byLabel: [String: [String]] = [:]
        for entity in model.entities where shown.contains(entity.id) && !membership[entity.id].isEmpty {
            byLabel[membership[entity.id].sorted().joined(separator: ", "), default: []].append(ids[entity.id])
        }
        return byLabel.keys.sorted().map { DiagramCluster(label: $0, entityIDs: byLabel[$0]!) }
    }

    /// Each entity's node id: its name, or `name~2`, `name~3`, … for later
    /// entities of a duplicated name (or of a name already taken that way).
    static func uniqueIDs(_ model: ResolvedModel) -> [String] {
        var taken = Set<String>()
        return model.entities.map { entity in
            var id = entity.name
            var number = 2
            while !taken.insert(id).inserted {
                id = "\(entity.name)~\(number)"
                number += 1
            }
            return id
        }
    }
}
