// The entry point generate and store call: for one model version, whether the
// stores it wrote open unchanged once the app uses the generated `@Model`
// classes (issue 31, item 3), as verdicts and as findings. Equal hashes are
// all Core Data checks when it opens a store; an entity whose hash changes
// makes the store need a migration before SwiftData can open it.
import MomgenDiagnostics
import MomgenModel

/// Store compatibility between a Core Data model version and the classes
/// momgen's swiftdata layout generates for it.
public enum SwiftDataStoreCompatibility {
    /// The rule id of the finding `diagnostics` raises per entity.
    public static let ruleID = "swiftdata-store-migration"

    /// One verdict per entity of `model`, in Core Data's (name) order.
    public static func verdicts(for model: ResolvedModel, target: SwiftDataTarget = SwiftDataTarget()) -> [SwiftDataHashVerdict] {
        let derived = SwiftDataEntityDeriver(target: target).derive(model)
        return SwiftDataHashComparison(model: model, derived: derived).verdicts()
    }

    /// One warning per entity whose hash SwiftData would not keep, at the
    /// entity's line: a store written with `version` needs a migration, and
    /// which stage does it. `schema` names the generated VersionedSchema of
    /// that version (for example `BookStoreSchemaV2`).
    public static func diagnostics(for model: ResolvedModel, version: String, schema: String,
                                   target: SwiftDataTarget = SwiftDataTarget()) -> [Diagnostic] {
        verdicts(for: model, target: target).filter { !$0.keepsHash }.map { verdict in
            let changes = verdict.differences.map { ($0.property.map { "`\($0)` " } ?? "") + $0.change }
            let losses = verdict.differences.flatMap(\.losses)
            return Diagnostic(
                ruleID: ruleID, severity: .warning,
                message: "a store written by model version '\(version)' needs a migration before \(schema) opens it: "
                    + "SwiftData derives entity '\(verdict.entity)' with another version hash (\(changes.joined(separator: "; ")))",
                location: model.entity(named: verdict.entity).map { model.location($0.declared.location) } ?? SourceLocation(file: model.file, line: 0, column: 0),
                entity: verdict.entity,
                fixHint: fixHint(losses))
        }
    }

    /// What to do, from the strongest remedy the losses allow.
    private static func fixHint(_ losses: [SwiftDataLoss]) -> String {
        if let declaration = losses.first(where: { $0.remedy == .declaration }) {
            return declaration.reason
        }
        if losses.contains(where: { $0.remedy == .deploymentTarget }) {
            return "raise --deployment-target so the classes can express it, or migrate the store"
        }
        return "migrate the store with Core Data (a model version SwiftData can express, staged before the switch), or give the migration plan a custom stage from a Core Data-written store"
    }
}
