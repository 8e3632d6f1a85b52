// diff: the CloudKit schema of a deployed model version ↔ the next version.
// Both schemas come from the builder, so a change is judged on the fields
// Core Data writes (`CD_<name>`), not on the model's spelling of them.
import MomgenDiagnostics
import MomgenLint
import MomgenModel

/// Compares the schemas of two model versions, the older one deployed.
public struct CloudKitVersionDiff: Sendable {
    public var options: CloudKitSchemaOptions

    public init(options: CloudKitSchemaOptions = CloudKitSchemaOptions()) {
        self.options = options
    }

    /// The changes production forbids or does not follow, in report order.
    public func findings(older: ResolvedModel, newer: ResolvedModel) throws -> [Diagnostic] {
        let before = try CloudKitSchemaBuilder(options: options).build(older)
        let after = try CloudKitSchemaBuilder(options: options).build(newer)
        let renamedTypes = Self.renamedTypes(in: newer)
        var found: [Diagnostic] = []
        for type in after.recordTypes where type.entity != nil {
            let location = type.location ?? SourceLocation(file: newer.file)
            if let old = renamedTypes[type.name], old != type.name, before.recordType(named: old) != nil {
                found.append(finding(CloudKitDeployedChecks.rename,
                                     "entity '\(type.entity!)' was renamed from '\(old.dropFirst(3))': its records go to the new record type '\(type.name)', and those in the deployed '\(old)' are not read",
                                     at: location, entity: type.entity))
            }
            guard let deployed = before.recordType(named: type.name) else { continue }
            let renamedFields = Self.renamedFields(in: newer, entity: type.entity!)
            for field in type.fields where field.origin == .attribute || field.origin == .relationship {
                let at = field.location ?? location
                if let old = deployed.field(named: field.name) {
                    if old.type != field.type {
                        found.append(finding(CloudKitDeployedChecks.typeChange,
                                             "'\(field.entity ?? "?").\(field.property ?? field.name)' changes the deployed field '\(type.name).\(field.name)' from \(old.type) to \(field.type)",
                                             at: at, entity: field.entity, property: field.property))
                    }
                } else if let previous = renamedFields[field.name], previous != field.name, deployed.field(named: previous) != nil {
                    found.append(finding(CloudKitDeployedChecks.rename,
                                         "'\(field.entity ?? "?").\(field.property ?? "")' was renamed: it writes the new field '\(field.name)', and values in the deployed '\(type.name).\(previous)' are not read",
                                         at: at, entity: field.entity, property: field.property))
                }
            }
            let renamedAway = Set(renamedFields.values)
            let written = Set(type.fields.map(\.name))
            for old in deployed.fields where (old.origin == .attribute || old.origin == .relationship)
                && !written.contains(old.name) && !renamedAway.contains(old.name) {
                found.append(finding(CloudKitDeployedChecks.removal,
                                     "'\(old.entity ?? "?").\(old.property ?? old.name)' is gone, but the deployed field '\(type.name).\(old.name)' stays in production",
                                     at: old.location ?? SourceLocation(file: older.file), entity: old.entity, property: old.property))
            }
        }
        let kept = Set(after.recordTypes.map(\.name)).union(renamedTypes.values)
        for type in before.recordTypes where type.entity != nil && !kept.contains(type.name) {
            found.append(finding(CloudKitDeployedChecks.removal,
                                 "entity '\(type.entity!)' is gone, but the deployed record type '\(type.name)' stays in production",
                                 at: type.location ?? SourceLocation(file: older.file), entity: type.entity))
        }
        return found.sorted(by: Diagnostic.reportOrder)
    }

    /// New record type → the one its root entity's renaming identifier names.
    static func renamedTypes(in model: ResolvedModel) -> [String: String] {
        var renamed: [String: String] = [:]
        for entity in model.rootEntities {
            if let old = entity.declared.renamingIdentifier, !old.isEmpty { renamed[CloudKitSystemTypes.prefix + entity.name] = CloudKitSystemTypes.prefix + old }
        }
        return renamed
    }

    /// New field → the field its property's renaming identifier names, for
    /// the properties of `entity`'s hierarchy.
    static func renamedFields(in model: ResolvedModel, entity: String) -> [String: String] {
        guard let root = model.entity(named: entity) else { return [:] }
        var renamed: [String: String] = [:]
        for member in [root.id] + root.descendants {
            let declared = model.entities[member].declared
            for attribute in declared.attributes { if let old = attribute.renamingIdentifier, !old.isEmpty { renamed["CD_" + attribute.name] = "CD_" + old } }
            for relationship in declared.relationships { if let old = relationship.renamingIdentifier, !old.isEmpty { renamed["CD_" + relationship.name] = "CD_" + old } }
        }
        return renamed
    }

    private func finding(_ rule: RuleDescription, _ message: String, at location: SourceLocation,
                         entity: String? = nil, property: String? = nil) -> Diagnostic {
        Diagnostic(ruleID: rule.id, severity: rule.severity, message: message, location: location,
                   entity: entity, property: property, fixHint: rule.fixHint)
    }
}
