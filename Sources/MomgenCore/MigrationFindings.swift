// Turns the changes between two model versions into diagnostics, so `momgen
// diff`, `momgen lint` (with a lock) and the build step report them through
// the lint reporters, severity overrides and exit codes.
import MomgenDiagnostics
import MomgenLint
import MomgenVersions

/// The diagnostics of a version diff.
public enum MigrationFindings {
    /// One diagnostic per change that matters: not inferable
    /// (`migration-not-inferable`), data at risk (`migration-data-at-risk`),
    /// or a hash change lightweight migration infers (`migration-needed`, info).
    public static func diagnostics(_ result: ModelDiffResult, linter: Linter) -> [Diagnostic] {
        result.changes.compactMap { change in
            let rule: RuleDescription
            if !change.inferable {
                rule = VersionRules.migrationNotInferable
            } else if change.dataAtRisk {
                rule = VersionRules.migrationDataAtRisk
            } else if change.changesHash {
                rule = VersionRules.migrationNeeded
            } else {
                return nil
            }
            let subject = change.property.map { "\(change.entity).\($0)" } ?? change.entity
            return linter.versionDiagnostic(rule, message: "\(subject): \(change.reason) ('\(result.from)' → '\(result.to)')",
                                            at: change.location, entity: change.entity, property: change.property,
                                            fixHint: change.fix ?? rule.fixHint)
        }
    }
}
