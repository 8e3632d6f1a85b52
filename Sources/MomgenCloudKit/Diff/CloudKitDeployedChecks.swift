// The findings of `momgen diff --cloudkit`: model changes between a version
// whose schema was deployed to production and the next one, which a
// production schema does not allow (Apple: production is add-only; a schema
// that would remove a record type or field "isn't valid and CloudKit makes no
// changes", "Integrating a Text-Based Schema into Your Workflow").
import MomgenDiagnostics
import MomgenLint

/// The rules of a version-to-version CloudKit check.
public enum CloudKitDeployedChecks {
    public static let typeChange = RuleDescription(
        id: "cloudkit-deployed-type-change", family: .cloudkit, severity: .error,
        rationale: "A deployed field keeps its type forever, so a property whose CloudKit type changes is refused on every record that carries it",
        fixHint: "keep the old type, or add a new attribute under a new name and copy the values in code",
        evidence: RuleEvidence(.runtimeFails, "CloudKit refuses records whose field type differs from the deployed one (production types cannot change)",
                               source: "Apple, Integrating a Text-Based Schema into Your Workflow; " + CloudKitChecks.refusedSource),
        triggering: [], nonTriggering: [])

    public static let rename = RuleDescription(
        id: "cloudkit-deployed-rename", family: .cloudkit, severity: .warning,
        rationale: "CloudKit has no rename: the new name is a new field or record type, the deployed one stays, and values synced under it are not read by this version",
        fixHint: "deploy the new field before release, and copy values from the old field in code if older app versions still write it",
        triggering: [], nonTriggering: [])

    public static let removal = RuleDescription(
        id: "cloudkit-deployed-removal", family: .cloudkit, severity: .warning,
        rationale: "A deployed field or record type cannot be removed from production; older app versions go on writing it and this version ignores it",
        fixHint: "keep the property while older versions sync, or accept that their values are no longer read",
        triggering: [], nonTriggering: [])

    /// Every rule, for SARIF's rule list.
    public static let all = [typeChange, rename, removal]
}
