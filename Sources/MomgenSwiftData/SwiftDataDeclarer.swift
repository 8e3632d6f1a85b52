// Model element → the `@Model` property momgen's swiftdata layout declares for
// it (the shared plan's type rules), and a loss for each element it cannot
// declare as the model has it. Only what reaches a version hash is modelled:
// defaults, delete rules, Spotlight, renaming identifiers (`originalName:`)
// and indexes are declared too but change no hash.
import MomgenModel

/// Declares the stored properties of one entity's `@Model` class.
struct SwiftDataDeclarer {
    let model: ResolvedModel
    let target: SwiftDataTarget
    /// Required to-ones the layout declares optional all the same: on a
    /// cycle of them no object could be created.
    let requiredToOneCycles: RequiredToOneCycles

    /// The declarations of `entity`'s class (its own properties when the
    /// class inherits, all of them otherwise) and what they lose.
    func declare(_ entity: ResolvedEntity, inherits: Bool) -> (declarations: [SwiftDataPropertyDeclaration], losses: [SwiftDataLoss]) {
        var declarations: [SwiftDataPropertyDeclaration] = []
        var losses: [SwiftDataLoss] = []
        let attributes = inherits ? entity.ownAttributes : entity.attributes
        let relationships = inherits ? entity.ownRelationships : entity.relationships
        for attribute in attributes.map(\.declared) where !attribute.isTransient {
            let declared = declare(attribute, entity: entity.name)
            losses += declared.losses
            if let declaration = declared.declaration { declarations.append(declaration) }
        }
        for relationship in relationships where !relationship.declared.isTransient {
            let declared = declare(relationship, entity: entity)
            losses += declared.losses
            if let declaration = declared.declaration { declarations.append(declaration) }
        }
        return (declarations, losses)
    }

    private func declare(_ attribute: Attribute, entity: String) -> (declaration: SwiftDataPropertyDeclaration?, losses: [SwiftDataLoss]) {
        func lost(_ rule: String, _ reason: String) -> (SwiftDataPropertyDeclaration?, [SwiftDataLoss]) {
            (nil, [SwiftDataLoss(ruleID: rule, entity: entity, property: attribute.name, reason: reason, remedy: .none, location: attribute.location)])
        }
        if attribute.isDerived {
            return lost("swiftdata-derived-attribute", "SwiftData has no derived attributes; the class cannot declare `\(attribute.name)`")
        }
        let kind: SwiftDataPropertyDeclaration.Kind
        var losses: [SwiftDataLoss] = []
        switch attribute.type {
        case .objectID:
            return lost("swiftdata-objectid-attribute", "SwiftData has no ObjectID attributes; the class cannot declare `\(attribute.name)`")
        case .transformable:
            kind = .transformable
        case .composite:
            guard let composite = model.declared.composites.first(where: { $0.name == attribute.compositeName }) else {
                return lost("swiftdata-composite-type", "composite attribute `\(attribute.name)` names a composite type the model does not declare")
            }
            let members = composite.attributes.compactMap(Self.member)
            if members.count != composite.attributes.count {
                return lost("swiftdata-composite-type", "a member of composite `\(composite.name)` has a type a Codable struct cannot hold as Core Data does")
            }
            kind = .composite(members)
            let required = composite.attributes.filter { !$0.isOptional }.map(\.name)
            if !required.isEmpty {
                losses.append(SwiftDataLoss(
                    ruleID: "swiftdata-composite-member-optional", entity: entity, property: attribute.name,
                    reason: "SwiftData makes every member of a composite optional, and composite `\(composite.name)` requires \(required.map { "`\($0)`" }.joined(separator: ", "))",
                    remedy: .none, location: attribute.location))
            }
        default:
            guard let type = SwiftDataValueType(declaring: attribute.type) else {
                return lost("swiftdata-attribute-type", "attribute type '\(attribute.type.xcodeName)' has no SwiftData property type")
            }
            kind = .value(type)
        }
        var declaration = SwiftDataPropertyDeclaration(name: attribute.name, kind: kind, isOptional: attribute.isOptional)
        if attribute.allowsExternalBinaryDataStorage { declaration.options.insert(.externalStorage) }
        if attribute.preservesValueInHistoryOnDeletion { declaration.options.insert(.preserveValueOnDeletion) }
        declaration.hashModifier = attribute.versionHashModifier
        return (declaration, losses)
    }

    /// A composite member as a Codable struct's stored property.
    private static func member(_ attribute: Attribute) -> SwiftDataPropertyDeclaration? {
        if attribute.type == .transformable {
            return SwiftDataPropertyDeclaration(name: attribute.name, kind: .transformable, isOptional: attribute.isOptional)
        }
        guard let type = SwiftDataValueType(declaring: attribute.type) else { return nil }
        return SwiftDataPropertyDeclaration(name: attribute.name, kind: .value(type), isOptional: attribute.isOptional)
    }

    private func declare(_ resolved: ResolvedRelationship, entity: ResolvedEntity) -> (declaration: SwiftDataPropertyDeclaration?, losses: [SwiftDataLoss]) {
        let relationship = resolved.declared
        var losses: [SwiftDataLoss] = []
        func loss(_ rule: String, _ reason: String, _ remedy: SwiftDataLoss.Remedy) -> SwiftDataLoss {
            SwiftDataLoss(ruleID: rule, entity: entity.name, property: relationship.name, reason: reason, remedy: remedy, location: relationship.location)
        }
        guard let destinationIndex = resolved.destination else {
            return (nil, [loss("swiftdata-relationship-destination", "relationship `\(relationship.name)` has no destination entity a class can name", .none)])
        }
        let destination = model.entities[destinationIndex].name
        var isOptional = relationship.isOptional
        if !relationship.isToMany, !relationship.isOptional, requiredToOneCycles.contains(resolved) {
            isOptional = true
            losses.append(loss("swiftdata-required-to-one-cycle",
                               "required to-one `\(relationship.name)` closes a cycle of required to-ones, so it is declared `\(destination)?` (no object of the cycle could be created otherwise) and derives an optional relationship",
                               .none))
        } else if !relationship.isToMany, !relationship.isOptional, target.requiredToOne == .optional {
            isOptional = true
            losses.append(loss("swiftdata-required-to-one",
                               "required to-one `\(relationship.name)` declared as `\(destination)?` derives an optional relationship; declare it `\(destination)` to keep the hash",
                               .declaration))
        }
        if relationship.isOrdered {
            losses.append(loss("swiftdata-ordered-relationship", "SwiftData has no ordered relationships; `\(relationship.name)` becomes an unordered array", .none))
        }
        var declaration = SwiftDataPropertyDeclaration(
            name: relationship.name,
            kind: relationship.isToMany ? .toMany(destination: destination) : .toOne(destination: destination),
            isOptional: isOptional)
        declaration.hashModifier = relationship.versionHashModifier
        if let minimum = relationship.minCount, minimum > 0 { declaration.minimumModelCount = minimum }
        if let maximum = relationship.maxCount, maximum != (relationship.isToMany ? 0 : 1) { declaration.maximumModelCount = maximum }
        declaration.inverse = reciprocalInverse(of: resolved)
        if let inverse = relationship.inverseName, declaration.inverse == nil {
            losses.append(loss("swiftdata-one-sided-inverse",
                               "`\(relationship.name)` names `\(inverse)` as its inverse but `\(destination).\(inverse)` does not name it back; SwiftData always sets both sides of a pair",
                               .none))
        }
        return (declaration, losses)
    }

    /// The inverse's name when the two relationships name each other.
    private func reciprocalInverse(of relationship: ResolvedRelationship) -> String? {
        guard let ref = relationship.inverse, let inverse = model.relationship(ref) else { return nil }
        let pointsBack = inverse.declared.inverseName == relationship.name && inverse.destination == relationship.owner
        return pointsBack ? inverse.name : nil
    }
}
