// `momgen diff --format json`: the verdicts at the top level, then every
// change (docs/migration.md documents the fields).
import MomgenDiagnostics

/// Renders a version diff as JSON.
public struct DiffJSONRenderer {
    public init() {}

    public func render(_ result: ModelDiffResult) -> String {
        JSONValue.object([
            ("from", .string(result.from)),
            ("to", .string(result.to)),
            ("migrationNeeded", .bool(result.migrationNeeded)),
            ("lightweightInferable", .bool(result.lightweightInferable)),
            ("dataAtRisk", .bool(result.changes.contains(where: \.dataAtRisk))),
            ("changes", .array(result.changes.map(Self.change))),
        ]).rendered()
    }

    static func change(_ change: ModelChange) -> JSONValue {
        var fields: [(String, JSONValue)] = [("entity", .string(change.entity))]
        if let property = change.property { fields.append(("property", .string(property))) }
        fields += [
            ("kind", .string(change.kind.rawValue)),
            ("changesHash", .bool(change.changesHash)),
            ("inferable", .bool(change.inferable)),
            ("dataAtRisk", .bool(change.dataAtRisk)),
            ("reason", .string(change.reason)),
            ("fix", .optional(change.fix)),
            ("file", .string(change.location.file)),
            ("line", .int(change.location.line)),
            ("column", .int(change.location.column)),
        ]
        return .object(fields)
    }
}
