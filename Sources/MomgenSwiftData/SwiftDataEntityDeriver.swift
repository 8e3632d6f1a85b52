// Model version → the Core Data model SwiftData derives from momgen's
// generated `@Model` classes for it. Per entity: the class is named after
// the entity (SwiftData names the entity after the class), its stored
// properties come from `SwiftDataDeclarer`, their Core Data form from
// `SwiftDataMapping`, inverses from `SwiftDataInverses`; then what only the
// entity carries: uniqueness (`@Attribute(.unique)` for one property,
// `#Unique` for several), inheritance, abstractness, its hash modifier.
import MomgenModel

/// Derives the entities SwiftData builds from the generated classes.
public struct SwiftDataEntityDeriver: Sendable {
    public let target: SwiftDataTarget

    public init(target: SwiftDataTarget = SwiftDataTarget()) {
        self.target = target
    }

    /// The derived model of `model`.
    public func derive(_ model: ResolvedModel) -> SwiftDataDerivedModel {
        let declarer = SwiftDataDeclarer(model: model, target: target, requiredToOneCycles: RequiredToOneCycles(model))
        var entities: [Entity] = []
        var composites: [CompositeType] = []
        var declarations: [String: [SwiftDataPropertyDeclaration]] = [:]
        var losses: [SwiftDataLoss] = []
        for resolved in model.entities {
            let source = resolved.declared
            func loss(_ rule: String, _ reason: String, _ remedy: SwiftDataLoss.Remedy) {
                losses.append(SwiftDataLoss(ruleID: rule, entity: source.name, property: nil, reason: reason, remedy: remedy, location: source.location))
            }
            guard Self.isSwiftIdentifier(source.name) else {
                loss("swiftdata-entity-name", "entity name `\(source.name)` is not a Swift identifier, so no class can carry it", .none)
                continue
            }
            var entity = Entity(name: source.name)
            let inherits = resolved.parent != nil && target.allowsInheritance
            if inherits {
                entity.parentEntity = resolved.parent.map { model.entities[$0].name }
            } else if resolved.parent != nil {
                loss("swiftdata-inheritance", "SwiftData has entity inheritance from iOS 26 and macOS 26 on; below that `\(source.name)` has no parent entity", .deploymentTarget)
            }
            if source.isAbstract {
                loss("swiftdata-abstract-entity", "SwiftData has no abstract entities; `\(source.name)` becomes a concrete class", .none)
            }
            if source.versionHashModifier != nil {
                loss("swiftdata-entity-hash-modifier", "SwiftData has no entity version hash modifier; `\(source.name)` loses its own", .none)
            }
            let declared = declarer.declare(resolved, inherits: inherits)
            losses += declared.losses
            declarations[source.name] = declared.declarations
            for declaration in declared.declarations {
                if let (attribute, composite) = SwiftDataMapping.attribute(declaration, entity: source.name) {
                    entity.attributes.append(attribute)
                    if let composite { composites.append(composite) }
                } else if let relationship = SwiftDataMapping.relationship(declaration) {
                    entity.relationships.append(relationship)
                }
            }
            for constraint in source.uniquenessConstraints {
                if constraint.properties.count == 1 || target.allowsUniqueMacro {
                    entity.uniquenessConstraints.append(PropertyGroup(properties: constraint.properties))
                } else {
                    loss("swiftdata-compound-unique",
                         "the uniqueness constraint on \(constraint.properties.joined(separator: ", ")) needs #Unique, which SwiftData has from iOS 18 and macOS 15 on",
                         .deploymentTarget)
                }
            }
            entities.append(entity)
        }
        for (entity, property) in SwiftDataInverses.pair(&entities, declarations: declarations) {
            let source = model.entity(named: entity)?.relationships.first { $0.name == property }?.declared
            losses.append(SwiftDataLoss(
                ruleID: "swiftdata-inferred-inverse", entity: entity, property: property,
                reason: "SwiftData pairs `\(property)` with the only relationship back as its inverse; the model gives it none",
                remedy: .none, location: source?.location ?? .unknown))
        }
        var derived = Model(file: model.file)
        derived.entities = entities
        derived.composites = composites
        derived.userDefinedModelVersionIdentifier = model.declared.userDefinedModelVersionIdentifier
        return SwiftDataDerivedModel(model: derived, declarations: declarations, losses: losses)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`: what a class name can be without backticks.
    static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
