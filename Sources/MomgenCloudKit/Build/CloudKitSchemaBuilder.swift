// build: resolved model → the CloudKit schema Core Data's mirroring creates.
//
// One record type per root entity of the synced configuration: sub-entities
// share their root's type (that is what `CD_entityName` tells apart), which no
// export here shows, so a hierarchy is listed as unverified.
import MomgenDiagnostics
import MomgenModel

/// Builds the `CloudKitSchema` of a model.
public struct CloudKitSchemaBuilder: Sendable {
    public var options: CloudKitSchemaOptions

    public init(options: CloudKitSchemaOptions = CloudKitSchemaOptions()) {
        self.options = options
    }

    /// The schema of `model`; throws a usage error for an unknown configuration.
    public func build(_ model: ResolvedModel) throws -> CloudKitSchema {
        let inScope = try CloudKitScope.entityNames(in: model, configuration: options.configuration)
        var unverified: [String] = []
        var types: [CloudKitRecordType] = []
        for root in model.rootEntities {
            let members = ([root.id] + root.descendants).map { model.entities[$0] }.filter { inScope.contains($0.name) }
            guard !members.isEmpty else { continue }
            if members.count > 1 || !root.descendants.isEmpty {
                unverified.append("CD_\(root.name): sub-entities (\(root.descendants.map { model.entities[$0].name }.joined(separator: ", "))) are written as their root's record type; no export shows an entity hierarchy")
            }
            types.append(recordType(root: root, members: members, model: model, unverified: &unverified))
        }
        types.append(CloudKitSystemTypes.users)
        if options.sharing { types.append(CloudKitSystemTypes.share) }
        types.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return CloudKitSchema(recordTypes: types, unverified: unverified)
    }

    /// The record type of one hierarchy: bookkeeping fields, then every
    /// member's attributes and to-one relationships.
    private func recordType(root: ResolvedEntity, members: [ResolvedEntity], model: ResolvedModel,
                            unverified: inout [String]) -> CloudKitRecordType {
        let typeName = CloudKitSystemTypes.prefix + root.name
        let rootLocation = model.location(root.declared.location)
        var fields = CloudKitFieldSet(recordType: typeName)
        fields.add(CloudKitField(name: "CD_entityName", type: .string, qualifiers: CloudKitQualifier.text,
                                 origin: .entityName, entity: root.name, location: rootLocation), unverified: &unverified)
        if options.mode == .initialize || options.sharing {
            fields.add(CloudKitField(name: "CD_moveReceipt", type: .bytes, qualifiers: CloudKitQualifier.ordered,
                                     origin: .moveReceipt, entity: root.name, location: rootLocation), unverified: &unverified)
            if options.mode == .initialize {
                fields.add(companion(of: "CD_moveReceipt", entity: root.name, property: nil, location: rootLocation), unverified: &unverified)
            }
        }
        for entity in members {
            for attribute in entity.ownAttributes.map(\.declared) where !attribute.isTransient {
                guard let mapping = CloudKitAttributeMapping.of(attribute) else { continue }
                let name = CloudKitSystemTypes.prefix + attribute.name
                let location = model.location(attribute.location)
                if let reason = mapping.unverified { unverified.append("\(typeName).\(name): \(reason)") }
                if attribute.isDerived { unverified.append("\(typeName).\(name): a derived attribute is not shown by any export") }
                fields.add(CloudKitField(name: name, type: mapping.type, qualifiers: mapping.qualifiers, origin: .attribute,
                                         entity: entity.name, property: attribute.name, location: location), unverified: &unverified)
                if mapping.hasAssetCompanion && options.mode == .initialize {
                    fields.add(companion(of: name, entity: entity.name, property: attribute.name, location: location), unverified: &unverified)
                }
            }
            for relationship in entity.ownRelationships where !relationship.declared.isTransient {
                relationshipField(relationship, of: entity, in: model, typeName: typeName, fields: &fields, unverified: &unverified)
            }
        }
        return CloudKitRecordType(name: typeName, fields: fields.sorted() + CloudKitSystemTypes.systemFields,
                                  grants: CloudKitSystemTypes.mirroredGrants, entity: root.name, location: rootLocation)
    }

    /// A to-one is a STRING field holding the related record's name (RL1);
    /// a to-many is none (RL2), except many-to-many, which Core Data keeps in
    /// `CDMR` records no export here shows.
    private func relationshipField(_ relationship: ResolvedRelationship, of entity: ResolvedEntity, in model: ResolvedModel,
                                   typeName: String, fields: inout CloudKitFieldSet, unverified: inout [String]) {
        let declared = relationship.declared
        let name = CloudKitSystemTypes.prefix + declared.name
        guard declared.isToMany else {
            fields.add(CloudKitField(name: name, type: .string, qualifiers: CloudKitQualifier.text, origin: .relationship,
                                     entity: entity.name, property: declared.name, location: model.location(declared.location)),
                       unverified: &unverified)
            return
        }
        if let inverse = relationship.inverse.flatMap(model.relationship), inverse.declared.isToMany {
            unverified.append("\(entity.name).\(declared.name): a many-to-many relationship is mirrored in Core Data's CDMR record type, which no export shows and momgen does not write")
        }
    }

    private func companion(of field: String, entity: String, property: String?, location: SourceLocation) -> CloudKitField {
        CloudKitField(name: field + CloudKitSystemTypes.assetSuffix, type: .asset, origin: .assetCompanion,
                      entity: entity, property: property, location: location)
    }
}
