// A `.lightweight` stage never drops data silently. Lightweight migration
// infers a step that removes an attribute or an entity (or narrows a type) by
// dropping what was there; the stage's comment lists it, and this finding
// says it where the user reads: usually the step is meant (a custom stage
// copies the data first), sometimes the version order is wrong (a version
// added later sorts first and the step runs backwards, issue 40). A custom
// stage with no handlers that ends a run of lightweight stages
// (SwiftDataLightweightRuns) is inferred all the same, so it is warned alike.
import MomgenDiagnostics
import MomgenVersions

/// The warning for a lightweight stage that drops data.
enum SwiftDataLossyStage {
    /// The rule id.
    static let ruleID = "swiftdata-lossy-stage"

    /// One warning when Core Data infers `stage` (lightweight, or custom
    /// with no handlers to end a run) and `diff` (its step) puts data at
    /// risk, at the first such change (else at `fallback`).
    static func findings(_ stage: SwiftDataMigrationStage, diff: ModelDiffResult, naming: SwiftDataSchemaNaming,
                         at fallback: SourceLocation) -> [Diagnostic] {
        guard stage.infersStep, !stage.findings.isEmpty else { return [] }
        let first = diff.changes.first { $0.group == .dataAtRisk }
        return [Diagnostic(
            ruleID: ruleID, severity: .warning,
            message: "the \(stage.kind == .lightweight ? "lightweight stage" : "custom stage with no handlers") from '\(stage.fromVersion)' to '\(stage.toVersion)' (\(naming.schemaName(stage.from)) → \(naming.schemaName(stage.to))) drops data: \(stage.findings.joined(separator: "; "))",
            location: first?.location ?? fallback, entity: first?.entity, property: first?.property,
            fixHint: "if the data must survive, \(stage.kind == .lightweight ? "make the stage custom and copy it in willMigrate" : "copy it in the stage's willMigrate"); if '\(stage.toVersion)' is really older than '\(stage.fromVersion)', fix the version order (momgen versions shows it; version-order in momgen.yml sets it)")]
    }
}
