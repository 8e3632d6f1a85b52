// The rules that look across model versions: a released (locked) version
// edited in place or deleted, and the step to the current version that
// lightweight migration cannot infer or that drops data. They judge a
// bundle's versions and its lock file, not one model, so they are not
// `Rule`s: `momgen lint`, the build step and `momgen diff` compute the facts
// (MomgenVersions) and turn them into diagnostics here, through the same
// machinery (ids, severity overrides, `disabled`, docs, SARIF metadata).
import MomgenDiagnostics
import MomgenModel

/// The cross-version rules' descriptions.
public enum VersionRules {
    public static let lockedVersionChanged = RuleDescription(
        id: "locked-version-changed", family: .versions, severity: .error,
        rationale: "A released model version was edited in place: its entity version hashes changed, so every store users already have no longer matches any version in the app and fails to open ('The model used to open the store is incompatible with the one used to create the store')",
        fixHint: "revert the edit to the released version and make the change in a new model version (Editor > Add Model Version); changes that do not touch the hash (userInfo, class names, defaults) are safe in place",
        evidence: RuleEvidence(.runtimeFails, "stores written by the released version no longer match any version in the app: opening them fails with NSPersistentStoreIncompatibleVersionHashError (134100) 'The model used to open the store is incompatible with the one used to create the store'",
                              source: "Core Data's store metadata check against entity version hashes (Apple documentation, Core Data Model Versioning and Data Migration)"),
        triggering: [], nonTriggering: [])

    public static let lockedVersionMissing = RuleDescription(
        id: "locked-version-missing", family: .versions, severity: .error,
        rationale: "A released model version was deleted from the bundle: users whose store was written by it can no longer migrate, and the app cannot open their data",
        fixHint: "restore the version folder; released versions stay in the bundle for as long as users may still have their stores",
        evidence: RuleEvidence(.runtimeFails, "stores written by the deleted version have no source model to migrate from: opening them fails with NSMigrationMissingSourceModelError (134130) 'Can't find model for source store'",
                              source: "Apple documentation of Core Data's migration error codes (CoreDataErrors.h)"),
        triggering: [], nonTriggering: [])

    public static let migrationNotInferable = RuleDescription(
        id: "migration-not-inferable", family: .versions, severity: .warning,
        rationale: "Core Data's lightweight migration cannot infer a mapping for this change, so without a mapping model or a custom migration stage the store fails to open after the update",
        fixHint: "follow the change's own hint: add a default, set a renaming identifier, add an intermediate version, or write an NSCustomMigrationStage",
        triggering: [], nonTriggering: [])

    public static let migrationDataAtRisk = RuleDescription(
        id: "migration-data-at-risk", family: .versions, severity: .warning,
        rationale: "The migration is inferred, but it drops stored data: a removed attribute, relationship or entity, or a rename Core Data does not know about",
        fixHint: "if the data matters, set a renaming identifier or copy the data in a custom stage before removing it",
        triggering: [], nonTriggering: [])

    public static let migrationNeeded = RuleDescription(
        id: "migration-needed", family: .versions, severity: .info,
        rationale: "The change alters an entity's version hash, so existing stores are migrated when the app opens them; lightweight migration infers it",
        fixHint: nil, triggering: [], nonTriggering: [])

    public static let migrationNote = RuleDescription(
        id: "migration-note", family: .versions, severity: .info,
        rationale: "The change moves no version hash, so no migration runs for it, but it changes what happens to stored data from now on: a delete rule (Cascade to Nullify leaves orphans), a value transformer (values stored before may no longer decode), or a renaming identifier (later versions continue the item through it)",
        fixHint: nil, triggering: [], nonTriggering: [])

    public static let all = [lockedVersionChanged, lockedVersionMissing, migrationNotInferable, migrationDataAtRisk, migrationNeeded, migrationNote,
                             RenamingIdentifierCheck.description]
}

extension Linter {
    /// A cross-version finding as a diagnostic, with the configuration's
    /// severity override applied; nil when the rule is disabled, or when
    /// the entity or property in `model` (the newer version) lists the rule
    /// in its `momgen.disable` userInfo entry.
    public func versionDiagnostic(_ rule: RuleDescription, message: String, at location: SourceLocation,
                                  entity: String? = nil, property: String? = nil, fixHint: String? = nil,
                                  in model: ResolvedModel? = nil, severity: Severity? = nil) -> Diagnostic? {
        guard isActive(rule) else { return nil }
        if let model, let entity, let declared = model.entity(named: entity) {
            if Suppression.lists(rule.id, in: declared.declared.userInfo) { return nil }
            if let property, let info = declared.property(named: property)?.userInfo, Suppression.lists(rule.id, in: info) { return nil }
        }
        // `severity` lowers one finding below the rule's own (Finding.severity); a configured one wins.
        return Diagnostic(ruleID: rule.id, severity: configuration.severity[rule.id] ?? severity ?? rule.severity, message: message,
                          location: location, entity: entity, property: property, fixHint: fixHint ?? rule.fixHint)
    }
}
