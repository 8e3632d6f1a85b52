// compare: the schema a model makes ↔ an exported production schema.
//
// Production is add-only (Apple: a schema change that would remove a record
// type or field is refused), so the direction decides severity: what the
// model writes and production lacks breaks sync (error); what production has
// and the model no longer writes is history (info). Companions, CD_moveReceipt
// and qualifiers depend on how the schema was created and are reported apart.
import MomgenDiagnostics
import MomgenLint

/// Compares a model's schema with a production schema read from a `.ckdb` file.
public struct CloudKitComparator: Sendable {
    /// The options the model's schema was built with (sharing decides CD_moveReceipt's weight).
    public var options: CloudKitSchemaOptions

    public init(options: CloudKitSchemaOptions) {
        self.options = options
    }

    /// Every difference, in report order. `productionFile` is the `.ckdb` path.
    public func compare(model: CloudKitSchema, production: CloudKitSchema, productionFile: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let fileStart = SourceLocation(file: productionFile, line: 1, column: 1)
        found.append(finding(CloudKitChecks.mode, "\(productionFile) \(CloudKitModeMatch.of(production).summary)", at: fileStart))
        for type in model.recordTypes where type.entity != nil {
            let modelLocation = type.location ?? fileStart
            guard let deployed = production.recordType(named: type.name) else {
                found.append(finding(CloudKitChecks.missingRecordType,
                                     "record type '\(type.name)' of entity '\(type.entity!)' is not in the production schema \(productionFile); \(CloudKitChecks.deployStep)",
                                     at: modelLocation, entity: type.entity))
                continue
            }
            found += compareFields(type, deployed, productionFile: productionFile)
        }
        let modelNames = Set(model.recordTypes.map(\.name))
        for deployed in production.recordTypes where deployed.name.hasPrefix(CloudKitSystemTypes.prefix) && !modelNames.contains(deployed.name) {
            found.append(finding(CloudKitChecks.productionOnly,
                                 "production record type '\(deployed.name)' is not written by the model (production keeps it; removed entity or another configuration)",
                                 at: deployed.location ?? fileStart))
        }
        return found.sorted(by: Diagnostic.reportOrder)
    }

    /// The field differences of one record type both schemas have.
    private func compareFields(_ type: CloudKitRecordType, _ deployed: CloudKitRecordType, productionFile: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let deployedLocation = deployed.location ?? SourceLocation(file: productionFile)
        for field in type.fields where field.origin != .system {
            let at = field.location ?? type.location ?? deployedLocation
            let what = field.property.map { "property '\(field.entity ?? type.entity ?? "?").\($0)'" } ?? "entity '\(field.entity ?? "?")'"
            guard let existing = deployed.field(named: field.name) else {
                switch field.origin {
                case .assetCompanion:
                    found.append(finding(CloudKitChecks.companion, "asset companion '\(type.name).\(field.name)' (\(options.mode.rawValue) mode) is not in production", at: at, entity: field.entity, property: field.property))
                case .moveReceipt where options.sharing:
                    found.append(finding(CloudKitChecks.sharingMoveReceipt, "'\(type.name).\(field.name)' is not in production; sharing moves write it", at: at, entity: field.entity))
                case .moveReceipt:
                    found.append(finding(CloudKitChecks.companion, "'\(type.name).\(field.name)' (\(options.mode.rawValue) mode) is not in production", at: at, entity: field.entity))
                default:
                    found.append(finding(CloudKitChecks.missingField,
                                         "field '\(type.name).\(field.name)' (\(what), \(field.type)) is not in the production schema \(productionFile); \(CloudKitChecks.deployStep)",
                                         at: at, entity: field.entity, property: field.property))
                }
                continue
            }
            let existingAt = existing.location ?? deployedLocation
            if existing.type != field.type {
                found.append(finding(CloudKitChecks.fieldType,
                                     "field '\(type.name).\(field.name)' (\(what)) is \(field.type) in the model but \(existing.type) in production (\(existingAt))",
                                     at: at, entity: field.entity, property: field.property))
            } else if existing.qualifiers != field.qualifiers {
                found.append(finding(CloudKitChecks.qualifiers,
                                     "field '\(type.name).\(field.name)' has qualifiers '\(Self.spell(existing.qualifiers))' in production, Core Data asks for '\(Self.spell(field.qualifiers))'",
                                     at: existingAt, entity: field.entity, property: field.property))
            }
        }
        let written = Set(type.fields.map(\.name))
        for existing in deployed.fields where !written.contains(existing.name) && !existing.name.hasPrefix("___") {
            let at = existing.location ?? deployedLocation
            if Self.isModeField(existing.name) {
                found.append(finding(CloudKitChecks.companion, "production field '\(deployed.name).\(existing.name)' is not written in the \(options.mode.rawValue) mode", at: at, entity: type.entity))
            } else {
                found.append(finding(CloudKitChecks.productionOnly, "production field '\(deployed.name).\(existing.name)' is not written by the model (production keeps it)", at: at, entity: type.entity))
            }
        }
        return found
    }

    /// Companions and CD_moveReceipt: fields whose presence depends on the mode.
    static func isModeField(_ name: String) -> Bool {
        name.hasSuffix(CloudKitSystemTypes.assetSuffix) || name == "CD_moveReceipt"
    }

    static func spell(_ qualifiers: [CloudKitQualifier]) -> String {
        qualifiers.isEmpty ? "none" : qualifiers.map(\.rawValue).joined(separator: " ")
    }

    private func finding(_ check: RuleDescription, _ message: String, at location: SourceLocation,
                         entity: String? = nil, property: String? = nil) -> Diagnostic {
        Diagnostic(ruleID: check.id, severity: check.severity, message: message, location: location,
                   entity: entity, property: property, fixHint: check.fixHint)
    }
}
